/**
 * Answers of the operations area's calls beyond CRUD (spec 002 §7 "Jobs, workflow, code generation, logs"), as the
 * server writes them and the renderer reads them.
 */

/** A run's state; the numbers of PowerJob's InstanceStatus, plus 6 for a fire missed while the app was closed. */
export const JOB_INSTANCE_STATUS = {
  WAITING: 1,
  RUNNING: 3,
  FAILED: 4,
  SUCCEED: 5,
  MISSED: 6,
  CANCELED: 9,
  STOPPED: 10,
} as const;
export type JobInstanceStatus = (typeof JOB_INSTANCE_STATUS)[keyof typeof JOB_INSTANCE_STATUS];

/** Why a run happened: its fire time came, or an operator asked (`run`). */
export const JOB_TRIGGER = { SCHEDULE: 1, MANUAL: 2 } as const;

/** One run of a job (`GET /blade-job/job-info/instances?jobId=`), newest first. */
export interface JobInstance {
  id: string;
  jobInfoId: string;
  /** The fire time it ran for (`yyyy-MM-dd HH:mm:ss.SSS`); empty for a run on demand. */
  fireTime: string;
  triggerType: number;
  status: JobInstanceStatus;
  attempt: number;
  startTime: string;
  endTime: string;
  result: string;
  log: string;
  /** PowerJob's instance id, for a job of a PowerJob server. */
  remoteInstanceId: string;
  createTime: string;
}

/** `GET /blade-job/job-server/select`: the job servers of the caller's tenant. */
export interface JobServerOption {
  id: string;
  jobServerName: string;
  jobServerUrl: string;
  jobAppName: string;
}

/** `POST /blade-job/job-info/sync` and `/job-server/sync`: what each job's push did. */
export interface JobSyncResult {
  synced: number;
  failed: number;
  messages: string[];
}

/** A column of a report's result: `number` columns are summed and charted. */
export interface ReportColumn {
  name: string;
  label: string;
  kind: 'text' | 'number';
}

/** `GET /blade-report/report/rest/run?id=`: a saved report run with its parameters. */
export interface ReportResult {
  title: string;
  columns: ReportColumn[];
  rows: Record<string, string | number | null>[];
  /** The column naming each bar, and the column its height comes from. */
  chart: { label: string; value: string };
  params: Record<string, number>;
}

/** `GET /blade-desk/notice/home`: the notices the home page shows the caller, newest first. */
export interface HomeNotice {
  id: string;
  title: string;
  category: number;
  releaseTime: string;
  content: string;
}

/**
 * One field of a data model (`GET /blade-develop/model/model-prototype?modelId=[&refresh=1]`, saved all at once by
 * `POST /blade-develop/model-prototype/submit-list`): a column of its table and how the generated definition shows it.
 */
export interface ModelPrototype {
  modelId: string;
  jdbcName: string;
  jdbcType: string;
  /** The zh label. */
  comment: string;
  propertyName: string;
  /** A kit builder (`MODEL_KINDS` of shared/codegen/field-kinds.ts). */
  componentType: string;
  isList: number;
  isForm: number;
  isRequired: number;
  isQuery: number;
  /** Empty: the kind's default search. */
  queryType: string;
  dictCode: string;
}

/**
 * `GET /blade-develop/code/source-tree`: whether 写入源码 is offered. Only a development run (the server's modules run
 * from a checkout) has a source tree; otherwise `reason` says why not.
 */
export type CodeSourceTree = { writable: true; root: string } | { writable: false; reason: string };

/** `POST /blade-develop/code/write-source?id=`: the files the scaffold's writer wrote, relative to the source tree. */
export interface CodeWriteResult {
  files: string[];
}

/**
 * `GET /blade-develop/datasource/test?url=` (or of a saved one, `?id=`): the connection test of a data source — the
 * file opened read-only and its tables counted. A source that cannot be opened answers 400 naming why.
 */
export interface DatasourceTest {
  url: string;
  tableCount: number;
}
