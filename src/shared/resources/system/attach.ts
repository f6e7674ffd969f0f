import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField } from '../common-fields';
import { attachKit } from './attach.texts';
import { STANDARD_VERBS } from '../types';

export * from './attach-upload';

const k = attachKit.key;

/** An uploaded file of `blade_attach` (BladeX X Attach, bladex-contract.md §7.1). */
export interface AttachRecord {
  id: string;
  tenantId: string;
  link: string;
  domainUrl: string;
  name: string;
  originalName: string;
  extension: string;
  /** Bytes. */
  attachSize: number;
  createTime: string;
}

/**
 * Attachments (`/blade-resource/attach` standard): rows are created by `put-file-attach`, never by submit
 * (`noAdd`); an edit renames what the list shows (`originalName`), the stored file and its link stay.
 */
export const attachResource = attachKit.define<AttachRecord>()({
  menu: '/system/attach',
  endpoint: '/blade-resource/attach',
  verbs: STANDARD_VERBS,
  table: 'blade_attach',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'attach',
  noAdd: true,
  actions: [
    // multipart `file` to /blade-resource/oss/endpoint/put-file-attach (not `path`: the row is made by the
    // object storage, bladex-contract.md §7.1); the screen's upload dialog sends it and refreshes the list.
    {
      name: 'upload',
      label: k('actions.upload'),
      permission: 'attach_upload',
      method: 'POST',
      path: 'upload',
      placement: 'toolbar',
      input: { kind: 'body' },
    },
    // Opens the row's link (the OS browser under Electron); no server call beyond the file itself.
    {
      name: 'download',
      label: k('actions.download'),
      permission: 'attach_download',
      method: 'GET',
      path: 'download',
      placement: 'row',
      input: { kind: 'id', param: 'id' },
    },
  ],
  fields: [
    {
      name: 'link',
      kind: 'file',
      accept: [],
      maxSizeKb: 10000,
      label: k('fields.link'),
      readOnly: true,
      table: { width: 260 },
    },
    { name: 'domainUrl', kind: 'text', label: k('fields.domainUrl'), readOnly: true, table: { hidden: true } },
    { name: 'name', kind: 'text', label: k('fields.name'), readOnly: true, search: 'like', table: { hidden: true } },
    {
      name: 'originalName',
      kind: 'text',
      label: k('fields.originalName'),
      search: 'like',
      sortable: true,
      rules: [
        { kind: 'required', message: 'res.common.validation.required.input' },
        { kind: 'length', max: 255 },
      ],
    },
    {
      name: 'extension',
      kind: 'text',
      label: k('fields.extension'),
      readOnly: true,
      search: 'equal',
      table: { width: 90 },
    },
    {
      name: 'attachSize',
      kind: 'integer',
      label: k('fields.attachSize'),
      readOnly: true,
      sortable: true,
      table: { width: 110 },
    },
    createTimeField(k('fields.createTime')),
  ],
});
