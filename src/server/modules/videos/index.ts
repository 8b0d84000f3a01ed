/**
 * The public surface of modules/videos (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { UploadStorage } from './upload-storage.ts'
export { uploadsStaticPlugin } from './uploads-static.ts'
export { videosRoutes } from './videos.routes.ts'
