import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DESIGN_HEIGHT, DESIGN_WIDTH, fillStage, fitStage } from './board-scale';

const useStyles = makeStyles({
  viewport: { position: 'relative', width: '100%', height: '100%', overflow: 'hidden', backgroundColor: '#000' },
  embedded: { backgroundColor: '#040f24' },
  stage: {
    position: 'absolute',
    top: 0,
    left: 0,
    transformOrigin: '0 0',
    overflow: 'hidden',
    color: '#e6f4ff',
    backgroundColor: '#040f24',
    backgroundImage:
      'radial-gradient(ellipse at 50% 0%, rgba(22, 92, 180, 0.55) 0%, rgba(4, 15, 36, 0) 55%), linear-gradient(180deg, #06183a 0%, #030b1c 100%)',
    fontFamily: "'Microsoft YaHei', 'PingFang SC', 'Noto Sans CJK SC', sans-serif",
  },
});

interface Placement {
  scale: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

const place = (embedded: boolean, width: number, height: number): Placement => {
  if (embedded) return { ...fillStage(width, height), left: 0, top: 0 };
  return { ...fitStage(width, height), width: DESIGN_WIDTH, height: DESIGN_HEIGHT };
};

/**
 * The board's stage, measured against its own box. On its own window it is the 1920×1080 design scaled to fit
 * and centred (letterboxed on other aspect ratios); inside the workspace (`embedded`) it covers the content
 * area at a legible scale instead (see fillStage).
 */
export const BoardStage = ({ children, embedded = false }: { children: ReactNode; embedded?: boolean }) => {
  const styles = useStyles();
  const viewport = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Placement>(() => place(embedded, 0, 0));

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setFit(place(embedded, element.clientWidth, element.clientHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [embedded]);

  return (
    <div
      ref={viewport}
      className={mergeClasses(styles.viewport, embedded && styles.embedded)}
      data-testid="board-viewport"
    >
      <div
        className={styles.stage}
        data-testid="board-stage"
        data-scale={fit.scale.toFixed(4)}
        data-embedded={embedded ? 'true' : undefined}
        style={{
          width: `${fit.width}px`,
          height: `${fit.height}px`,
          transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})`,
        }}
      >
        {children}
      </div>
    </div>
  );
};
