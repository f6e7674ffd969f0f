// The board's test and benchmark hook (src/renderer/board/frame/BoardApp.tsx): one refresh cycle of every figure on screen.
interface Window {
  __boardRefresh?: () => Promise<void>;
}
