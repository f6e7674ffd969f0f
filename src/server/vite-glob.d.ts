// Vite's build-time glob (see import-all.ts); only the eager form is used on the server.
interface ImportMeta {
  glob(pattern: string, options: { eager: true }): Record<string, Readonly<Record<string, unknown>>>;
}
