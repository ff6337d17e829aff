// No zod here: the web's entry imports it.
/** GET path of one card: the web's query key for it, and the key of the server's boot data (server/web/boot-view.ts). */
export const cardApiPath = (id: string) => `/api/cards/${encodeURIComponent(id)}`;
