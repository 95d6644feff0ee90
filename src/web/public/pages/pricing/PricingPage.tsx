import { useMemo } from 'react';
import { useSearchParams } from '@/web/shared/routing';
import { PRICING_MODES, WEB_BOOKING_FEE_PHP } from '@config/constants';
import type { PricingTable, VehicleTypeList, ZoneList } from '@schemas/pricing-table';
import { genericMessages, pricingMessages } from '@/shared/messages';
import { PRICING_QUERY_PARAMS, type PricingMode, resolvePricingQuery } from '@/shared/pricing-mode';
import { errorMessage } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { keepPreviousData, shownError, useServerData } from '@/web/shared/server-data';
import { ChoiceChips } from '../common/ChoiceChips';
import { ErrorNotice } from '../common/ErrorNotice';
import { PageTitle } from '../common/PageTitle';
import { pricingPageMessages } from './messages';
import { PricingLegend } from './PricingLegend';
import { chooseVehicle, chooseZone, pricingSearch } from './pricing-selection';
import { ServiceFareTable } from './ServiceFareTable';

/** About the height of the zone, vehicle and mode choices on a phone. */
const CHOICES_HEIGHT = 240;

/** Public pricing (spec part 1 §2 Pricing): chips for zone, vehicle and mode; Ride, Pautos and Delivery tables. */
const MODE_KEYS = { day: 'MODE_DAY', sunny: 'MODE_SUNNY', night: 'MODE_NIGHT' } as const;

export default function PricingPage() {
  const t = useMessages(pricingPageMessages);
  const generic = useMessages(genericMessages);
  const pricing = useMessages(pricingMessages);
  const [params, setParams] = useSearchParams();
  const selection = useMemo(
    () =>
      resolvePricingQuery(Object.fromEntries(PRICING_QUERY_PARAMS.map((name) => [name, params.get(name)]))),
    [params],
  );
  const zones = useServerData<ZoneList>('zones', { placeholderData: keepPreviousData });
  const types = useServerData<VehicleTypeList>('vehicle-types', { placeholderData: keepPreviousData });
  const zone = zones.data ? chooseZone(selection, zones.data.data) : null;
  const vehicle = types.data ? chooseVehicle(selection, types.data.data) : null;
  const table = useServerData<PricingTable>(zone && vehicle ? 'pricing/table' : null, {
    query: zone && vehicle ? { zone_id: zone.id, vehicle_type_id: vehicle.id, mode: selection.mode } : {},
    placeholderData: keepPreviousData,
  });
  const tableError = shownError(table);

  const choose = (next: { zoneId?: number; vehicleId?: number; mode?: PricingMode }) => {
    const nextVehicle = types.data?.data.find((type) => type.id === (next.vehicleId ?? vehicle?.id));
    if (!nextVehicle) return;
    setParams(
      pricingSearch(next.zoneId ?? zone?.id ?? selection.zoneId, nextVehicle, next.mode ?? selection.mode),
      {
        replace: true,
      },
    );
  };

  const listFailure = shownError(zones) ?? shownError(types);
  const listError = listFailure && errorMessage(listFailure);
  return (
    <PageLayout>
      <PageTitle subtitle={t('SUBTITLE')}>{t('TITLE')}</PageTitle>
      {listError ? (
        <ErrorNotice
          message={pricing('fetchError', { error: listError })}
          onRetry={() => {
            void zones.refetch();
            void types.refetch();
          }}
        />
      ) : !zones.data || !types.data ? (
        // As tall as the choices it waits for, so nothing below jumps when they arrive.
        <div style={{ minHeight: CHOICES_HEIGHT }}>
          <Loading label={t('LOADING')} />
        </div>
      ) : (
        <div className="brp-stack" style={{ gap: 16, marginTop: 16 }}>
          <ChoiceChips
            label={t('ZONE')}
            testId="zone-chips"
            choices={zones.data.data.map((z) => ({ key: z.id, label: z.name }))}
            selected={zone?.id ?? null}
            onSelect={(zoneId) => choose({ zoneId })}
          />
          <ChoiceChips
            label={t('VEHICLE_TYPE')}
            testId="vehicle-chips"
            choices={types.data.data.map((type) => ({
              key: type.id,
              label: type.name,
              avatar: <img alt="" src={type.photo} className="brp-choice-avatar" />,
            }))}
            selected={vehicle?.id ?? null}
            onSelect={(vehicleId) => choose({ vehicleId })}
          />
          <ChoiceChips
            label={t('MODE')}
            testId="mode-chips"
            choices={PRICING_MODES.map((mode) => ({ key: mode, label: t(MODE_KEYS[mode]) }))}
            selected={selection.mode}
            onSelect={(mode) => choose({ mode })}
          />
        </div>
      )}

      {/* The fare tables fill the screen on a phone: their room is kept while they load. */}
      <section
        aria-live="polite"
        aria-busy={table.isFetching}
        style={{ minHeight: table.data || tableError ? undefined : '100vh' }}
      >
        {tableError ? (
          <ErrorNotice
            message={pricing('fetchError', { error: errorMessage(tableError) })}
            onRetry={() => void table.refetch()}
          />
        ) : table.isFetching ? (
          <Loading label={t('LOADING')} />
        ) : table.data ? (
          <div className="brp-stack" style={{ gap: 16, marginTop: 24 }}>
            <p className="brp-body2 brp-muted">
              {t('TABLE_NOTE', {
                vehicle: table.data.vehicle_type.name,
                zone: table.data.zone.name,
                mode: t(MODE_KEYS[table.data.mode]).toLowerCase(),
                fee: WEB_BOOKING_FEE_PHP,
              })}
            </p>
            {table.data.services.map((service) => (
              <ServiceFareTable key={service.service} table={service} />
            ))}
          </div>
        ) : null}
      </section>

      <PricingLegend />
      <p className="brp-body2" style={{ marginTop: 24, fontStyle: 'italic' }}>
        {generic('PRICES_MAY_CHANGE')}
      </p>
    </PageLayout>
  );
}
