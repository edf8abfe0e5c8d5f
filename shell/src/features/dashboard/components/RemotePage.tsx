// A dashboard route that mounts one remote under its basename, with the page's title and a hidden heading.
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@planner/shared/mf';
import { RemoteParcel } from '../../remotes';
import { usePageMeta } from '../../meta/usePageMeta';

export function RemotePage({
  remote,
  basename,
  page,
}: {
  remote: RemoteName;
  basename: string;
  /** Key under `meta` in shell.json. */
  page: string;
}) {
  const { t } = useTranslation('shell');
  usePageMeta(page);
  const title = t(`meta.${page}.title`);
  return (
    <>
      <h1 className="visually-hidden">{title}</h1>
      <RemoteParcel key={basename} remote={remote} basename={basename} title={title} />
    </>
  );
}
