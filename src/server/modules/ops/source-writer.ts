import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResourceModel } from '../../codegen/resource-model';
import { badRequest } from '../../http/errors';

import type * as ProjectModule from '../../../../scripts/scaffold/project';
import type * as WriterModule from '../../../../scripts/scaffold/write-resource';

/** Why 写入源码 is refused outside development (the screen shows it beside the disabled button). */
export const NOT_IN_DEVELOPMENT = '只有在开发环境（从源码运行）中才能写入源码，请下载 zip 后解压到项目根目录';

/**
 * Writes a generated model into the source tree through the scaffold's own writer (scripts/scaffold/write-resource.ts),
 * loaded from that tree when it is first needed: the server bundle never carries the scaffold, and a packaged run,
 * which has no source tree, never reaches it. A file that exists already answers 400 and nothing is written.
 */
export const writeIntoSourceTree = async (sourceTree: string, model: ResourceModel, now: Date): Promise<string[]> => {
  const load = async <T>(path: string): Promise<T> =>
    (await import(/* @vite-ignore */ pathToFileURL(join(sourceTree, path)).href)) as T;
  const { openProject } = await load<typeof ProjectModule>('scripts/scaffold/project.ts');
  const writer = await load<typeof WriterModule>('scripts/scaffold/write-resource.ts');
  try {
    return await writer.writeResource(openProject(sourceTree), model, now);
  } catch (error) {
    if (error instanceof writer.ScaffoldRefusal) throw badRequest(error.message);
    throw error;
  }
};
