/** With access: the organisation's own services (spec 4.3), read as the workspace's page reads them. */
import { orgServicesQueryOptions } from '../../src/workspace/api/orgServices';
import { ERROR_SEEN, evidenceSince, failureSince, type DoctorContext } from '../context';
import { finding, type Finding, type Verdict } from '../verdict';

/** Services read, and the fields the cards show as "not readable". */
export function judgeServices(
  services: readonly { unreadableFields?: readonly string[]; name?: string | undefined }[],
): { verdict: Verdict; seen?: string; facts: string } {
  const unreadable = new Set(services.flatMap((service) => service.unreadableFields ?? []));
  const unnamed = services.filter((service) => service.name === undefined).length;
  const facts = `${String(services.length)} services; fields not readable: ${unreadable.size === 0 ? 'none' : [...unreadable].join(', ')}`;
  if (unreadable.size > 0 || unnamed > 0) {
    return {
      verdict: 'loss',
      seen: `service cards show "not readable" or no name (${String(unnamed)} without a name)`,
      facts,
    };
  }
  return { verdict: 'read', facts };
}

export async function checkOwnServices(
  ctx: DoctorContext,
  organizationId: string,
): Promise<Finding> {
  const mark = ctx.log.length;
  const title = "the organisation's own services";
  try {
    const { items: services } = await ctx.client.query(
      orgServicesQueryOptions(organizationId, 'en'),
    );
    const judged = judgeServices(services);
    return finding(
      'services.own',
      'own services',
      title,
      judged.verdict,
      [...evidenceSince(ctx, mark), judged.facts],
      judged.seen,
    );
  } catch (error) {
    return finding(
      'services.own',
      'own services',
      title,
      'not-read',
      [...evidenceSince(ctx, mark), failureSince(ctx, mark, error)],
      ERROR_SEEN,
    );
  }
}
