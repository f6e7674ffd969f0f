import type { ComponentType } from 'react';
import { getResource, type ResourceName } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import { TreeResourcePage } from '../../crud/fluent/TreeResourcePage';
import { AttachScreen } from './AttachScreen';
import { DictScreen } from './DictScreen';
import { RoleScreen, TopMenuScreen } from './GrantScreens';
import { RegionScreen } from './RegionScreen';
import { SmsScreen } from './SmsScreen';
import { TenantScreen } from './TenantScreen';
import { UserAreaScreen } from './UserAreaScreen';
import { UserScreen } from './UserScreen';

export { RoleScreen, TenantScreen, TopMenuScreen, UserAreaScreen, UserScreen };
export { AttachScreen, RegionScreen, SmsScreen };

const made = new Map<ResourceName, ComponentType>();

/**
 * The plain screen of a resource: the engine's page (flat) or tree page (tree), one component per resource,
 * made once so a re-render never remounts it.
 */
export const resourceScreen = (name: ResourceName): ComponentType => {
  const existing = made.get(name);
  if (existing) return existing;
  const def = getResource(name);
  const Screen = def.shape === 'tree' ? () => <TreeResourcePage def={def} /> : () => <ResourcePage def={def} />;
  made.set(name, Screen);
  return Screen;
};

export const SystemDictScreen = () => <DictScreen source="dict" layout="vertical" />;
export const BizDictScreen = () => <DictScreen source="dictBiz" layout="vertical" />;
export const DictHorizontalScreen = () => <DictScreen source="dict" layout="horizontal" />;
export const DictVerticalScreen = () => <DictScreen source="dict" layout="vertical" />;
