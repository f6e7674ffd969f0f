/**
 * The Node flags for the embedded server's own process. V8 reads them only when a process starts, so its launcher
 * passes them: the desktop host's utilityProcess fork (src/main/electron/utility-server.ts, as `execArgv`) and the
 * benchmarks' server process (tests/bench/_target-process.ts).
 *
 * V8 sizes the young generation from the heap limit, which it derives from the machine's memory: on this 24 GB
 * machine (a 4 GB limit) start-up alone (some 1 400 modules) grows the new space to 128 MB, which then stays
 * committed holding nothing live — about 100 MB of the server's RSS at rest (measured: 333 MB against 234 MB with
 * 16 MB semi-spaces). 16 MB is Node's documented default at a 2 GB heap limit; the server's requests keep little
 * alive between scavenges, so a smaller space means more frequent, cheap scavenges rather than more old space.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];
