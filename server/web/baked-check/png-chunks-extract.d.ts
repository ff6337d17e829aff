// Types for png-chunks-extract (a devDependency the baking test reads chunks with; it ships none).
declare module "png-chunks-extract" {
  export default function extractChunks(data: Uint8Array): { name: string; data: Uint8Array }[];
}
