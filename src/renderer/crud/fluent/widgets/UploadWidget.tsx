import { Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular } from '@fluentui/react-icons';
import type { UploadField } from '../../../../shared/resources';
import { useState } from 'react';
import { FilePickArea } from '../../../ui/FilePickArea';
import { acceptAttribute } from '../../core/upload-check';
import { useCrudText } from '../../i18n/use-crud-text';
import { ImageCropDialog } from './ImageCropDialog';
import { UploadProgressBar } from './UploadProgressBar';
import { useFileUpload } from './use-file-upload';
import { itemsOf, type WidgetProps } from './widget-props';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '100%' },
  items: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  item: {
    position: 'relative',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  image: { width: '96px', height: '96px', objectFit: 'cover', display: 'block' },
  video: { width: '220px', maxHeight: '140px' },
  problem: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const fileNameOf = (link: string): string => link.split('?')[0].split('/').pop() ?? link;

/**
 * image / images / file / video: the file is checked (type, then size) before it is sent, uploaded to
 * `put-file` with a bar that shows the percentage sent, and previewed (thumbnail, player, or a link). `images`
 * keeps up to `max` links comma-joined. An image field with `crop` is cut to that size first (ImageCropDialog).
 */
export const UploadWidget = ({ field, value, onChange, disabled, id, label }: WidgetProps<UploadField<string>>) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const { accepts, upload, uploading, fraction, problem } = useFileUpload(field);
  const [cropping, setCropping] = useState<File | null>(null);
  const links = itemsOf(value);
  const max = field.kind === 'images' ? (field.max ?? 1) : 1;
  const full = field.kind === 'images' ? links.length >= max : false;

  const send = async (file: File) => {
    const link = await upload(file);
    if (!link) return;
    onChange(field.kind === 'images' ? [...links, link].join(',') : link);
  };
  // A field with a crop size checks the original (type, size), then crops it before it is sent.
  const pick = (file: File) => {
    if (!field.crop) return void send(file);
    if (accepts(file)) setCropping(file);
  };

  return (
    <div className={styles.root}>
      {links.length > 0 && (
        <div className={styles.items}>
          {links.map((link) => (
            <div key={link} className={styles.item}>
              {field.kind === 'image' || field.kind === 'images' ? (
                <a href={link} target="_blank" rel="noreferrer" aria-label={`${ct('preview')} ${fileNameOf(link)}`}>
                  <img className={styles.image} src={link} alt={fileNameOf(link)} />
                </a>
              ) : field.kind === 'video' ? (
                <video className={styles.video} src={link} controls preload="metadata" aria-label={label} />
              ) : (
                <Link href={link} target="_blank" rel="noreferrer">
                  {fileNameOf(link)}
                </Link>
              )}
              {!disabled && (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={`${ct('remove')} ${fileNameOf(link)}`}
                  onClick={() => onChange(links.filter((item) => item !== link).join(','))}
                />
              )}
            </div>
          ))}
        </div>
      )}
      {!disabled && (field.kind === 'images' ? !full : true) && (
        <FilePickArea
          label={uploading ? ct('uploading') : ct('upload')}
          icon={<ArrowUploadRegular />}
          accept={acceptAttribute(field.accept)}
          disabled={uploading}
          onPick={pick}
          buttonId={id}
          inputLabel={`${label} ${ct('upload')}`}
          inputTestId={`upload-${field.name}`}
        />
      )}
      {field.kind === 'images' && <Text className={styles.hint}>{ct('uploadImages', { max })}</Text>}
      {field.crop && (
        <Text className={styles.hint}>{ct('cropSize', { width: field.crop.width, height: field.crop.height })}</Text>
      )}
      {cropping && field.crop && (
        <ImageCropDialog
          file={cropping}
          width={field.crop.width}
          height={field.crop.height}
          onCancel={() => setCropping(null)}
          onDone={(cropped) => {
            setCropping(null);
            void send(cropped);
          }}
        />
      )}
      {uploading && <UploadProgressBar fraction={fraction} label={ct('uploading')} />}
      {problem && (
        <Text className={styles.problem} role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
};
