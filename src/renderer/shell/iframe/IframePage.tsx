import {
  Button,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, GlobeRegular, OpenRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { embeddedTarget } from './iframe-url';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    height: '100%',
    minHeight: '480px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  address: { flexGrow: 1, minWidth: 0 },
  note: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  frame: {
    flexGrow: 1,
    width: '100%',
    minHeight: '400px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#fff',
  },
  refused: { wordBreak: 'break-all' },
});

/**
 * /myiframe/{routerPath}: an external page in a frame that cannot reach the app. The sandbox leaves out
 * allow-same-origin, so the page runs in an opaque origin: no access to our DOM, storage or window.api,
 * whatever its own origin is; it cannot navigate the app either (no allow-top-navigation).
 */
export const IframePage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = embeddedTarget(pathname, search);
  // Bumping the key remounts the frame: a reload that works across origins.
  const [generation, setGeneration] = useState(0);

  if (target.kind !== 'show') {
    return (
      <div className={styles.page}>
        <MessageBar intent="warning" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{target.kind === 'missing' ? t('iframe.missing') : t('iframe.refused')}</MessageBarTitle>
            {target.kind === 'refused' ? (
              <span className={styles.refused} data-testid="iframe-refused-url">
                {t('iframe.refusedDetail', { url: target.raw })}
              </span>
            ) : null}
          </MessageBarBody>
        </MessageBar>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('iframe.title')}>
        <Input
          className={styles.address}
          value={target.url}
          readOnly
          aria-label={t('iframe.address')}
          contentBefore={<GlobeRegular />}
          data-testid="iframe-address"
        />
        <Tooltip content={t('iframe.reload')} relationship="label">
          <Button icon={<ArrowClockwiseRegular />} onClick={() => setGeneration((g) => g + 1)} />
        </Tooltip>
        <Button icon={<OpenRegular />} onClick={() => window.open(target.url, '_blank', 'noopener,noreferrer')}>
          {t('iframe.openInBrowser')}
        </Button>
      </div>
      <span className={styles.note}>
        <ShieldCheckmarkRegular />
        {t('iframe.isolated')}
      </span>
      <iframe
        key={`${target.url}#${generation}`}
        className={styles.frame}
        src={target.url}
        title={t('iframe.frameTitle', { url: target.url })}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
        data-testid="iframe-frame"
      />
    </div>
  );
};
