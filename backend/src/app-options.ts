/** What a process runs: the HTTP API, the queue consumers, or both (`npm start`). */
export interface AppModuleOptions {
  /** Serve the HTTP API (controllers). */
  http: boolean;
  /** Run the queue consumers in this process. */
  workers: boolean;
}
