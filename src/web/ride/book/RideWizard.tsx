import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAYMENT_METHOD_EWALLET } from '@config/constants';
import { addressMessages, bookingMessages, genericMessages, homeMessages } from '@/shared/messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { ApiError, errorMessage } from '@/web/shared/api';
import { goTo } from '@/web/shared/AppLink';
import { useDialogs } from '@/web/shared/dialogs';
import { preloadInTurn } from '@/web/shared/early-request';
import { Loading } from '@/web/shared/Loading';
import { askServerData } from '@/web/shared/server-data';
import { serverView } from '@/web/shared/server-view';
import { currentPosition, type LocationFailure } from '../common/geolocation';
import { bookingPath } from '../logic/booking-ref';
import { fareLines } from '../logic/fare-lines';
import { useFoundBooking } from '../logic/booking-attempt';
import { bothPinsSet, isPlaceSet, type PinField } from '../logic/pin-target';
import { findByType, type ShortcutType, savedToPlace } from '../logic/saved-addresses';
import type { CouponCheck, Place, SavedAddress } from '../logic/types';
import {
  couponFromCheck,
  initialWizardState,
  persistable,
  selectedOption,
  type WizardPage,
  wizardReducer,
} from '../logic/wizard';
import {
  CurrentLocationDialog,
  PaymentDialog,
  ProcessingDialog,
  ReceiptDialog,
  TipDialog,
  WalletDialog,
  WebFeeDialog,
} from './BookDialogs';
import type { PickerPurpose } from './PickerStep';
import { SummaryStep } from './SummaryStep';
import {
  type AddressDraft,
  AddressEditorDialog,
  AddressListDialog,
  draftFor,
  useSavedAddresses,
} from './saved-addresses';
import { usePricing, useRoute } from './trip-quotes';
import { useBookNow } from './useBookNow';
import {
  ASKED_LOCATION_KEY,
  keepWizard,
  loadInitial,
  restoredFrom,
  sessionFlag,
  setSessionFlag,
} from './wizard-session';
import { rideMessages } from '../messages';

// The first page needs neither the map picker nor the vehicle page: their code loads once page 1 is painted.
const loadMapView = () => import('@/web/shared/MapView');
const loadPicker = () => import('./PickerStep');
const loadVehicleStep = () => import('./VehicleStep');
const PickerStep = lazy(() => loadPicker().then((module) => ({ default: module.PickerStep })));
const VehicleStep = lazy(() => loadVehicleStep().then((module) => ({ default: module.VehicleStep })));

type HistoryState = { page?: WizardPage; purpose?: PickerPurpose } | null;

/** The ride wizard: three internal pages kept in the browser history, so the phone's back button steps back. */
export function RideWizard() {
  useLocale(); // re-renders the wizard's texts when the language changes
  const dialogs = useDialogs();
  const navigate = useNavigate();
  useFoundBooking((order) => navigate(bookingPath(order), { replace: true }));
  const location = useLocation();
  const history = (location.state as HistoryState) ?? null;
  const page: WizardPage = history?.page ?? 1;
  const purpose: PickerPurpose = history?.purpose ?? 'pin';

  const [state, dispatch] = useReducer(wizardReducer, undefined, loadInitial);
  const [restoreAfterHydration] = useState(serverView);
  const saved = useSavedAddresses();

  const [askLocation, setAskLocation] = useState(
    () => !sessionFlag(ASKED_LOCATION_KEY) && !isPlaceSet(state.pins.pickup),
  );
  const [locating, setLocating] = useState(false);
  const [tipOpen, setTipOpen] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [walletOpen, setWalletOpen] = useState(false);
  const [webFeeOpen, setWebFeeOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [draft, setDraft] = useState<AddressDraft | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);

  // The map (the larger part), then the pickers around it, then the vehicle step: ready before they are
  // needed, each run in its own task.
  useEffect(() => preloadInTurn([loadMapView, loadPicker, loadVehicleStep]), []);

  // Declared before the effect that stores the state, so the stored state is read before it is written.
  useEffect(() => {
    if (!restoreAfterHydration) return;
    const restored = restoredFrom(initialWizardState());
    if (!restored) return;
    dispatch({ type: 'restore', state: restored });
    if (isPlaceSet(restored.pins.pickup)) setAskLocation(false);
  }, [restoreAfterHydration]);

  // Everything typed or picked survives a reload or an error.
  useEffect(() => keepWizard(persistable(state)), [state]);

  const pickupAt = isPlaceSet(state.pins.pickup) ? state.pins.pickup.coords : null;
  const dropoffAt = isPlaceSet(state.pins.dropoff) ? state.pins.dropoff.coords : null;
  const pricing = usePricing(pickupAt, dropoffAt);
  const route = useRoute(pickupAt, dropoffAt);
  const option = selectedOption(state, pricing.data?.options);
  const { booking, processing, receipt, bookNow, answerReceipt } = useBookNow(state, option);
  const couponPercent = state.coupon.status === 'valid' ? state.coupon.percent : null;
  const lines = useMemo(
    () =>
      option
        ? fareLines(option, {
            distanceKm: pricing.data?.distance_km ?? 0,
            hasLuggage: state.hasLuggage,
            couponPercent,
            tip: state.tip,
          })
        : [],
    [option, pricing.data?.distance_km, state.hasLuggage, couponPercent, state.tip],
  );

  const goPage = useCallback(
    (next: WizardPage, nextPurpose: PickerPurpose = 'pin') =>
      navigate(location.pathname, { state: { page: next, purpose: nextPurpose } }),
    [navigate, location.pathname],
  );
  /** Steps back through the wizard's own history entries; a reloaded page with none goes to page 1. */
  const stepBack = useCallback(() => {
    if (window.history.length > 1 && history?.page) navigate(-1);
    else navigate(location.pathname, { replace: true, state: { page: 1 } });
  }, [navigate, history?.page, location.pathname]);

  // The picker closes by itself once both ends are set (the target becomes none).
  const shortcutField: PinField = state.pins.target ?? 'dropoff';

  async function takeCurrentLocation() {
    setLocating(true);
    try {
      const at = await currentPosition();
      const place = await askServerData<Place>('geo/reverse', {
        lat: at.lat.toFixed(6),
        lng: at.lng.toFixed(6),
      });
      dispatch({ type: 'set-pin', field: 'pickup', place: { ...place, coords: at } });
      setAskLocation(false);
    } catch (failure) {
      setAskLocation(false);
      if ((failure as LocationFailure) === 'denied') {
        await dialogs.alert(
          'warning',
          translateNow(homeMessages, 'LOCATION_DENIED_TITLE'),
          translateNow(homeMessages, 'LOCATION_DENIED_TEXT'),
        );
      } else {
        await dialogs.alert(
          'warning',
          translateNow(rideMessages, 'LOCATION_UNAVAILABLE'),
          failure instanceof ApiError
            ? failure.message
            : translateNow(rideMessages, 'LOCATION_PICKUP_ON_MAP'),
        );
      }
    } finally {
      setSessionFlag(ASKED_LOCATION_KEY);
      setLocating(false);
    }
  }

  function applyPlace(field: PinField, place: Place) {
    dispatch({ type: 'set-pin', field, place });
  }

  function applySaved(address: SavedAddress) {
    setListOpen(false);
    applyPlace(shortcutField, savedToPlace(address));
  }

  async function onShortcut(type: ShortcutType) {
    if (type === 'Custom') {
      setListOpen(true);
      if (saved.status === 'error') void saved.reload();
      return;
    }
    let list = saved.addresses;
    if (saved.status !== 'ready') {
      const fresh = await saved.reload();
      if (!fresh) {
        await dialogs.alert(
          'error',
          translateNow(genericMessages, 'ERROR_TITLE'),
          translateNow(addressMessages, 'FETCH_FAILED'),
        );
        return;
      }
      list = fresh;
    }
    const found = findByType(list, type);
    if (found) {
      applySaved(found);
      return;
    }
    const add = await dialogs.confirm(
      translateNow(addressMessages, 'typeNotFound', { type: translateNow(rideMessages, `SHORTCUT_${type}`) }),
      translateNow(rideMessages, 'SAVE_TYPE_NOW', { type: translateNow(rideMessages, `SHORTCUT_${type}`) }),
      { yes: translateNow(rideMessages, 'ADD_ADDRESS'), no: translateNow(rideMessages, 'NOT_NOW') },
    );
    if (add) openEditor({ id: null, name: type, place: null, fixedName: true });
  }

  function openEditor(next: AddressDraft) {
    setListOpen(false);
    setDraft(next);
    setEditorOpen(true);
  }

  function closeEditor() {
    setEditorOpen(false);
    setDraft(null);
  }

  function onPickerConfirm(place: Place) {
    if (purpose === 'saved') {
      setDraft((current) => (current ? { ...current, place } : current));
      setEditorOpen(true);
      stepBack();
      return;
    }
    const field = state.pins.target;
    if (!field) return;
    const next = wizardReducer(state, { type: 'set-pin', field, place });
    dispatch({ type: 'set-pin', field, place });
    if (bothPinsSet(next.pins) && next.pins.target === null) stepBack();
  }

  function onPayment(id: number) {
    setPaymentOpen(false);
    if (id === PAYMENT_METHOD_EWALLET) setWalletOpen(true);
    dispatch({ type: 'payment', id });
  }

  async function applyCoupon() {
    const code = state.couponCode.trim();
    if (!code) return;
    dispatch({ type: 'coupon', coupon: { status: 'checking' } });
    try {
      const answer = await askServerData<CouponCheck>('coupons/check', { code });
      dispatch({ type: 'coupon', coupon: couponFromCheck(code, answer) });
    } catch (failure) {
      dispatch({ type: 'coupon', coupon: { status: 'invalid', message: errorMessage(failure) } });
    }
  }

  const receiptLines =
    receipt && option
      ? fareLines(option, {
          distanceKm: pricing.data?.distance_km ?? 0,
          hasLuggage: state.hasLuggage,
          couponPercent,
          tip: state.tip,
          pickupChargeFee: receipt.availability.pickup_charge_fee,
          pickupExceedKm: receipt.availability.pickup_exceed_km,
        })
      : [];

  return (
    <>
      {page === 1 && (
        <SummaryStep
          state={state}
          options={pricing.data?.options ?? null}
          shortcutField={shortcutField}
          onBack={async () => {
            if (
              await dialogs.confirm(
                translateNow(rideMessages, 'LEAVE_BOOKING'),
                translateNow(bookingMessages, 'GO_BACK_CONFIRM'),
              )
            )
              goTo('/');
          }}
          onOpenField={(field) => {
            dispatch({ type: 'retarget', field });
            goPage(2);
          }}
          onClearField={(field) => dispatch({ type: 'clear-pin', field })}
          onShortcut={(type) => void onShortcut(type)}
          onVehicle={(slug) => dispatch({ type: 'vehicle', slug })}
          onLuggage={(value) => dispatch({ type: 'luggage', value })}
          onCouponCode={(code) => dispatch({ type: 'coupon-code', code })}
          onApplyCoupon={() => void applyCoupon()}
          onTip={() => setTipOpen(true)}
          onPayment={() => setPaymentOpen(true)}
          onProceed={() => goPage(3)}
        />
      )}
      {page !== 1 && (
        <Suspense fallback={<Loading />}>
          {page === 2 && (
            <PickerStep
              key={purpose}
              purpose={purpose}
              pins={state.pins}
              note={state.note}
              savedStart={draft?.place ?? null}
              route={route}
              onBack={() => {
                if (purpose === 'saved') setEditorOpen(true);
                stepBack();
              }}
              onNote={(note) => dispatch({ type: 'note', note })}
              onRetarget={(field) => dispatch({ type: 'retarget', field })}
              onClear={(field) => dispatch({ type: 'clear-pin', field })}
              onConfirm={onPickerConfirm}
            />
          )}
          {page === 3 && (
            <VehicleStep
              state={state}
              pricing={pricing}
              option={option}
              lines={lines}
              booking={booking}
              onBack={stepBack}
              onVehicle={(slug) => dispatch({ type: 'vehicle', slug })}
              onLuggage={(value) => dispatch({ type: 'luggage', value })}
              onPayment={onPayment}
              onTip={() => setTipOpen(true)}
              onRemoveWebFee={() => setWebFeeOpen(true)}
              onBook={() => void bookNow()}
            />
          )}
        </Suspense>
      )}

      <CurrentLocationDialog
        open={askLocation && page === 1}
        locating={locating}
        onYes={() => void takeCurrentLocation()}
        onNo={() => {
          setSessionFlag(ASKED_LOCATION_KEY);
          setAskLocation(false);
        }}
      />
      <TipDialog
        open={tipOpen}
        tip={state.tip}
        onClose={() => setTipOpen(false)}
        onSave={(centavos) => {
          dispatch({ type: 'tip', centavos });
          setTipOpen(false);
        }}
      />
      <PaymentDialog
        open={paymentOpen}
        selected={state.paymentMethodId}
        onClose={() => setPaymentOpen(false)}
        onPick={onPayment}
      />
      <WalletDialog open={walletOpen} onClose={() => setWalletOpen(false)} />
      <WebFeeDialog open={webFeeOpen} fee={option?.web_fee ?? 200} onClose={() => setWebFeeOpen(false)} />
      <AddressListDialog
        open={listOpen && page === 1}
        saved={saved}
        fieldLabel={translateNow(
          rideMessages,
          shortcutField === 'pickup' ? 'PICKUP' : 'DESTINATION',
        ).toLowerCase()}
        onClose={() => setListOpen(false)}
        onUse={applySaved}
        onEdit={(address) => openEditor(draftFor(address))}
        onNew={() => openEditor({ id: null, name: '', place: null, fixedName: false })}
      />
      {draft && (
        <AddressEditorDialog
          open={editorOpen && page === 1}
          draft={draft}
          saved={saved}
          onChange={setDraft}
          onSetOnMap={() => {
            setEditorOpen(false);
            goPage(2, 'saved');
          }}
          onClose={closeEditor}
          onSaved={closeEditor}
        />
      )}
      <ReceiptDialog
        open={Boolean(receipt)}
        lines={receiptLines}
        exceedKm={receipt?.availability.pickup_exceed_km ?? 0}
        onCancel={() => answerReceipt(false)}
        onConfirm={() => answerReceipt(true)}
      />
      <ProcessingDialog open={processing} />
    </>
  );
}
