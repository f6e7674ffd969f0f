import { makeStyles } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DESIGN_HEIGHT, DESIGN_WIDTH, fitStage, type StageFit } from './board-scale';

const useStyles = makeStyles({
  viewport: { position: 'relative', width: '100%', height: '100%', overflow: 'hidden', backgroundColor: '#000' },
  stage: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: `${DESIGN_WIDTH}px`,
    height: `${DESIGN_HEIGHT}px`,
    transformOrigin: '0 0',
    overflow: 'hidden',
    color: '#e6f4ff',
    backgroundColor: '#040f24',
    backgroundImage:
      'radial-gradient(ellipse at 50% 0%, rgba(22, 92, 180, 0.55) 0%, rgba(4, 15, 36, 0) 55%), linear-gradient(180deg, #06183a 0%, #030b1c 100%)',
    fontFamily: "'Microsoft YaHei', 'PingFang SC', 'Noto Sans CJK SC', sans-serif",
  },
});

/**
 * The 1920×1080 stage, scaled to fit the box it is given and centred (letterboxed on other aspect ratios).
 * It measures its own box, so it fits the whole window on the board routes and the content area inside
 * the workspace alike.
 */
export const BoardStage = ({ children }: { children: ReactNode }) => {
  const styles = useStyles();
  const viewport = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<StageFit>({ scale: 1, left: 0, top: 0 });

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setFit(fitStage(element.clientWidth, element.clientHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={viewport} className={styles.viewport} data-testid="board-viewport">
      <div
        className={styles.stage}
        data-testid="board-stage"
        data-scale={fit.scale.toFixed(4)}
        style={{ transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
      >
        {children}
      </div>
    </div>
  );
};
