// Node.js 22 or later (package.json "engines": the maintained LTS lines 22 and 24). Older versions
// fail in native code (better-sqlite3 13 is built for Node-API of Node 22+), so stop with a clear line.
const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(`Bitaqa needs Node.js 22 or 24 (package.json "engines"); this is ${process.version}.`);
  process.exit(1);
}
