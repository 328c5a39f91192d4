import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AlertVariant, ModalName } from 'shared-ui';

export interface AlertMessage {
  id: number;
  message: string;
  variant: AlertVariant;
}

/**
 * Whether each of the shell's modals is shown (spec section 3, app state). The resource modals of
 * that list are the members' remote's own: only it opens and draws them.
 */
type ModalsState = Record<ModalName, { visible: boolean }>;

export const NO_MODALS: ModalsState = { login: { visible: false }, signup: { visible: false } };

interface UiState {
  modals: ModalsState;
  alert: AlertMessage | null;
}

const initialState: UiState = { modals: NO_MODALS, alert: null };
let alertId = 0;

/** Modals open and close one by one (spec section 4); one alert at a time. */
const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    modalOpened: (state, action: PayloadAction<{ modal: ModalName }>) => {
      state.modals[action.payload.modal] = { visible: true };
    },
    modalClosed: (state, action: PayloadAction<ModalName>) => {
      state.modals[action.payload] = { visible: false };
    },
    alertShown: {
      reducer: (state, action: PayloadAction<AlertMessage>) => {
        state.alert = action.payload;
      },
      prepare: (message: string, variant: AlertVariant = 'info') => ({ payload: { id: (alertId += 1), message, variant } }),
    },
    alertDismissed: (state) => {
      state.alert = null;
    },
  },
  selectors: {
    selectModals: (state) => state.modals,
    selectAlert: (state) => state.alert,
  },
});

export const { modalOpened, modalClosed, alertShown, alertDismissed } = uiSlice.actions;
export const { selectModals, selectAlert } = uiSlice.selectors;
export default uiSlice.reducer;
