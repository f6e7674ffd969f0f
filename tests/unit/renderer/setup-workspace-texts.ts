// The app loads the workspace's texts with the workspace's chunk (src/renderer/app/workspace-texts.ts); component
// tests render workspace screens directly, so they get every text from the start.
import '../../../src/renderer/app/workspace-texts';
