import { Button, makeStyles, Text, Toolbar, tokens, Tooltip } from '@fluentui/react-components';
import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  ImageAddRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextStrikethroughRegular,
} from '@fluentui/react-icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type ReactElement } from 'react';
import type { RichTextField } from '../../../../shared/resources';
import { acceptAttribute } from '../../core/upload-check';
import { useCrudText, type CrudTextKey } from '../../i18n/use-crud-text';
import { UploadProgressBar } from './UploadProgressBar';
import { useFileUpload } from './use-file-upload';
import { textOf, type WidgetProps } from './widget-props';

const useStyles = makeStyles({
  root: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    width: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  toolbar: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  content: {
    minHeight: '180px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    '& .ProseMirror': { outline: 'none', minHeight: '160px' },
    '& img': { maxWidth: '100%' },
  },
  hidden: { display: 'none' },
  problem: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, padding: '0 8px' },
});

interface ToolButton {
  key: CrudTextKey;
  icon: ReactElement;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const TOOLS: ToolButton[] = [
  {
    key: 'richText.bold',
    icon: <TextBoldRegular />,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'richText.italic',
    icon: <TextItalicRegular />,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'richText.strike',
    icon: <TextStrikethroughRegular />,
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  {
    key: 'richText.heading',
    icon: <TextHeader2Regular />,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading'),
  },
  {
    key: 'richText.bulletList',
    icon: <TextBulletListLtrRegular />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'richText.orderedList',
    icon: <TextNumberListLtrRegular />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'richText.blockquote',
    icon: <TextQuoteRegular />,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { key: 'richText.undo', icon: <ArrowUndoRegular />, run: (e) => e.chain().focus().undo().run() },
  { key: 'richText.redo', icon: <ArrowRedoRegular />, run: (e) => e.chain().focus().redo().run() },
];

const IMAGE_ACCEPT = ['jpg', 'jpeg', 'png'] as const;

/**
 * HTML text with TipTap (starter kit + images). Images are checked (jpg/jpeg/png, at most the field's
 * `uploadMaxBytes`, 10485760 in detail forms) before they go to `put-file` (a bar shows the percentage sent),
 * then inserted by link.
 */
export const RichTextWidget = ({ field, value, onChange, disabled, id, label }: WidgetProps<RichTextField<string>>) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading, fraction, problem } = useFileUpload({
    accept: IMAGE_ACCEPT,
    maxSizeKb: field.uploadMaxBytes / 1024,
  });
  const html = textOf(value);
  const editor = useEditor({
    extensions: [StarterKit, Image],
    content: html,
    editable: !disabled,
    editorProps: { attributes: { id, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A record loaded after the editor was made (edit form) replaces its content; typing does not loop back.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    if (html !== editor.getHTML() && !(html === '' && editor.isEmpty)) {
      editor.commands.setContent(html, { emitUpdate: false });
    }
  }, [editor, html]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const insertImage = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file || !editor) return;
    const link = await upload(file);
    if (link) editor.chain().focus().setImage({ src: link, alt: file.name }).run();
  };

  return (
    <div className={styles.root}>
      {!disabled && editor && (
        <Toolbar className={styles.toolbar} aria-label={label} size="small">
          {TOOLS.map((tool) => (
            <Tooltip key={tool.key} content={ct(tool.key)} relationship="label">
              <Button
                appearance={tool.active?.(editor) ? 'primary' : 'subtle'}
                size="small"
                icon={tool.icon}
                onClick={() => tool.run(editor)}
              />
            </Tooltip>
          ))}
          <Tooltip content={ct('richText.image')} relationship="label">
            <Button
              appearance="subtle"
              size="small"
              icon={<ImageAddRegular />}
              disabled={uploading}
              onClick={() => input.current?.click()}
            />
          </Tooltip>
          <input
            ref={input}
            type="file"
            className={styles.hidden}
            accept={acceptAttribute(IMAGE_ACCEPT)}
            aria-label={ct('richText.image')}
            onChange={(event) => void insertImage(event.target.files)}
          />
        </Toolbar>
      )}
      {uploading && <UploadProgressBar fraction={fraction} label={ct('uploading')} />}
      <EditorContent editor={editor} className={styles.content} />
      {problem && (
        <Text as="p" className={styles.problem} role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
};
