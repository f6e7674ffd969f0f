import { describe, expect, it } from 'vitest';
import {
  allResources,
  crudPath,
  crudVerbPaths,
  findResourceByPath,
  isVerbPath,
  postResource,
  regionResource,
  userResource,
  virtualUserResource,
  type ResourceVerbs,
} from '../../../../src/shared/resources';

describe('verb paths', () => {
  it('accepts plain relative paths of one or more segments and nothing else', () => {
    for (const verb of ['list', 'page', 'lazy-list', 'Clist', 'page/virtual/users', 'endpoint/send-message'])
      expect(isVerbPath(verb), verb).toBe(true);
    for (const verb of ['', '/list', 'list/', 'a//b', '../user', 'list?x=1', 'page/%2e', 'li st', '1list', 'a/-b'])
      expect(isVerbPath(verb), verb).toBe(false);
  });

  it('types the standard words and allows nested paths only with a slash', () => {
    const nested: ResourceVerbs = {
      list: 'page/virtual/users',
      detail: 'virtser/detail',
      submit: 'submit/virtual',
      remove: 'virtser/remove',
      removeParam: 'ids',
    };
    // @ts-expect-error a misspelt single-word verb does not compile.
    const misspelt: ResourceVerbs = { ...nested, detail: 'detial' };
    expect(misspelt.detail).toBe('detial');
  });

  it('builds each CRUD path from the definition', () => {
    expect(crudPath(postResource, 'list')).toBe('/blade-system/post/list');
    expect(crudPath(userResource, 'list')).toBe('/blade-system/user/page');
    expect(crudPath(virtualUserResource, 'list')).toBe('/blade-system/user/page/virtual/users');
    expect(crudPath(virtualUserResource, 'detail')).toBe('/blade-system/user/virtser/detail');
    expect(crudPath(virtualUserResource, 'submit')).toBe('/blade-system/user/submit/virtual');
    expect(crudPath(virtualUserResource, 'remove')).toBe('/blade-system/user/virtser/remove');
    expect(crudVerbPaths(regionResource).remove).toBe('remove');
    expect(crudPath({ ...postResource, verbs: { ...postResource.verbs, remove: null } }, 'remove')).toBeUndefined();
  });

  it('finds the definition whose verbs name the path when two share an endpoint', () => {
    expect(findResourceByPath('/api/blade-system/user/page/virtual/users?current=1')).toEqual({
      name: 'virtualUser',
      verb: 'page/virtual/users',
    });
    expect(findResourceByPath('/blade-system/user/virtser/detail')).toEqual({
      name: 'virtualUser',
      verb: 'virtser/detail',
    });
    expect(findResourceByPath('/blade-system/user/submit/virtual')?.name).toBe('virtualUser');
    expect(findResourceByPath('/blade-system/user/virtser/remove')?.name).toBe('virtualUser');
    expect(findResourceByPath('/blade-system/user/submit')).toEqual({ name: 'user', verb: 'submit' });
    expect(findResourceByPath('/blade-system/user/detail')).toEqual({ name: 'user', verb: 'detail' });
    // Verbs neither names stay with the first registered definition of the endpoint.
    expect(findResourceByPath('/blade-system/user/grant')).toEqual({ name: 'user', verb: 'grant' });
  });

  it('every registered definition names real paths, and no two definitions claim the same route', () => {
    const routes = new Map<string, string>();
    for (const def of allResources()) {
      for (const [verb, path] of Object.entries(crudVerbPaths(def))) {
        expect(isVerbPath(path), `${def.name}.${verb}`).toBe(true);
        const route = `${def.endpoint}/${path}`;
        expect(routes.get(route), route).toBeUndefined();
        routes.set(route, def.name);
      }
    }
  });
});
