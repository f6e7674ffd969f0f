import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  defineResource,
  findResourceByPath,
  postResource,
  recordSchema,
  STANDARD_VERBS,
  type SubmitRecord,
  getResource,
  resourceRegistry,
  type PostRecord,
  type RecordOf,
  type ResourceDef,
  type ResourceName,
} from '../../../../src/shared/resources';

describe('registry', () => {
  it('types a definition by its name alone', () => {
    const post = getResource('post');
    expectTypeOf(post).toEqualTypeOf<ResourceDef<PostRecord>>();
    expectTypeOf<RecordOf<'post'>>().toEqualTypeOf<PostRecord>();
    expect(post.endpoint).toBe('/blade-system/post');
  });

  it('refuses an unknown resource name at compile time', () => {
    // @ts-expect-error 'posts' is not a resource name.
    expect(() => getResource('posts').endpoint).toThrow();
    const name: ResourceName = 'user';
    expect(resourceRegistry[name].table).toBe('blade_user');
  });

  it('ties field names to the record type and infers the submit type', () => {
    const define = () =>
      defineResource<PostRecord>()({
        ...postResource,
        verbs: STANDARD_VERBS,
        // @ts-expect-error 'postTitle' is not a property of PostRecord.
        fields: [{ name: 'postTitle', kind: 'text', label: 'res.system.post.fields.postName' }],
      });
    expect(define().fields[0].name).toBe('postTitle');
    expectTypeOf(recordSchema(postResource, 'create').parse).returns.toEqualTypeOf<SubmitRecord<PostRecord>>();
  });

  it('finds a resource and verb by request path, with or without /api', () => {
    expect(findResourceByPath('/api/blade-system/user/page?current=1')).toEqual({ name: 'user', verb: 'page' });
    expect(findResourceByPath('/blade-system/dict-biz/child-list')).toEqual({ name: 'dictBiz', verb: 'child-list' });
    expect(findResourceByPath('/blade-system/dict/dictionary')).toEqual({ name: 'dict', verb: 'dictionary' });
    expect(findResourceByPath('/blade-resource/sms/endpoint/send-message')).toEqual({
      name: 'sms',
      verb: 'endpoint/send-message',
    });
    expect(findResourceByPath('/blade-system/postal/list')).toBeUndefined();
  });
});
