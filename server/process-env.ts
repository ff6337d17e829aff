// Process-wide settings that native addons read when they load, so this module is imported first by
// every entry point (server/main.ts; the render bench) before anything loads @napi-rs/canvas.
//
// MIMALLOC_PURGE_DELAY: @napi-rs/canvas's allocator (mimalloc) gives freed memory back to the OS after
// 10 ms and faults it in again, zeroed, for the next frame; a 1600×1131 read-back (7 MB) then cost
// 30–48 ms instead of 3 ms (measured on the dev VM; `perf`: clear_page_erms under memmove). Keeping
// freed pages for a second costs at most a frame or two of memory. An operator's own value wins.
process.env.MIMALLOC_PURGE_DELAY ??= "1000";

// React (the public pages' server render, the e-mails) picks its development build unless told: it is
// several times slower and checks things only a developer needs (issue 23). An operator's own value wins.
process.env.NODE_ENV ??= "production";

export {};
