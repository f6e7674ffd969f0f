import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { FlowModel } from '../../../../shared/bladex/flow';
import { errorMessage } from '../../../crud/core/crud-error';
import { bladex } from '../../../platform/bladex-client';
import { notify } from '../../../platform/notify';
import { BpmnPropertiesPanel, type PanelModeler } from './BpmnPropertiesPanel';
import { useFlowText } from './flow-texts';

interface ModelerApi extends PanelModeler {
  saveXML(options: { format: boolean }): Promise<{ xml?: string }>;
  destroy(): void;
}

export interface ModelerDialogProps {
  /** The model to design; null for a new one (the server starts it with a start event). */
  model: FlowModel | null;
  onClose: (saved: boolean) => void;
}

/**
 * 模型设计: key, name and description, and the diagram in bpmn-js's Modeler (loaded with the dialog, its own chunk).
 * A new model is saved first (the server draws its start event), then opens in the modeler. Save sends the XML.
 */
export const ModelerDialog = ({ model: initial, onClose }: ModelerDialogProps) => {
  const text = useFlowText();
  const [model, setModel] = useState<FlowModel | null>(initial);
  const [fields, setFields] = useState({
    modelKey: initial?.modelKey ?? '',
    name: initial?.name ?? '',
    description: initial?.description ?? '',
  });
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [loading, setLoading] = useState(Boolean(initial));
  const host = useRef<HTMLDivElement>(null);
  const modeler = useRef<ModelerApi | null>(null);
  const [panelModeler, setPanelModeler] = useState<ModelerApi | null>(null);

  useEffect(() => {
    if (!model) return;
    let cancelled = false;
    void import('./bpmn-lib')
      .then(async ({ Modeler }) => {
        if (cancelled || !host.current) return;
        const instance = new Modeler({ container: host.current });
        modeler.current = instance;
        await instance.importXML(model.xml);
        instance.get<{ zoom(level: string): void }>('canvas').zoom('fit-viewport');
        if (!cancelled) setPanelModeler(instance);
      })
      .catch((error: unknown) => !cancelled && setLoadError(errorMessage(error)))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
      modeler.current?.destroy();
      modeler.current = null;
      setPanelModeler(null);
    };
  }, [model]);

  const save = async () => {
    setSaving(true);
    try {
      const xml = modeler.current ? ((await modeler.current.saveXML({ format: true })).xml ?? '') : '';
      const saved = await bladex.post<FlowModel>('/blade-flow/model/submit', undefined, {
        ...(model ? { id: model.id } : {}),
        ...fields,
        xml,
      });
      notify.success(text.done);
      if (model) onClose(true);
      else {
        setLoading(true);
        setModel(saved);
      }
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const set = (key: keyof typeof fields) => (value: string) => setFields((old) => ({ ...old, [key]: value }));
  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && !saving && onClose(false)}>
      <DialogSurface style={{ maxWidth: 1200, width: '95vw' }}>
        <DialogBody>
          <DialogTitle>{text.modelerTitle(model?.name ?? '')}</DialogTitle>
          <DialogContent>
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
              <Field label={text.modelKey} required>
                <Input value={fields.modelKey} onChange={(_event, data) => set('modelKey')(data.value)} />
              </Field>
              <Field label={text.modelName} required>
                <Input value={fields.name} onChange={(_event, data) => set('name')(data.value)} />
              </Field>
              <Field label={text.modelDescription} style={{ flexGrow: 1 }}>
                <Input value={fields.description} onChange={(_event, data) => set('description')(data.value)} />
              </Field>
            </div>
            {model && (
              <>
                <p>{text.modelerHint}</p>
                {loading && <Spinner size="small" label={text.diagramLoading} />}
                {loadError && <div role="alert">{loadError}</div>}
                <div style={{ display: 'flex', height: 480, border: '1px solid #e0e0e0' }}>
                  <div ref={host} data-testid="flow-modeler" style={{ flexGrow: 1, minWidth: 0 }} />
                  {panelModeler && <BpmnPropertiesPanel modeler={panelModeler} />}
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button disabled={saving} onClick={() => onClose(Boolean(model && !initial))}>
              {text.close}
            </Button>
            <Button
              appearance="primary"
              disabled={saving || !fields.modelKey.trim() || !fields.name.trim()}
              onClick={() => void save()}
            >
              {saving ? text.saving : model ? text.confirm : text.actions.add}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
