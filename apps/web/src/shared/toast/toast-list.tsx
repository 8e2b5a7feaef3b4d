import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { dismissToast, useToasts } from '@/shared/toast/toast-store';

/** Shows the current toasts at the top of the screen; each closes itself after 3 seconds. */
export const ToastList = () => {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 16,
        right: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        maxWidth: { sm: 420 },
      }}
    >
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          severity={toast.severity}
          variant="filled"
          onClose={() => dismissToast(toast.id)}
          data-testid={`toast-${toast.severity}`}
          action={
            toast.action ? (
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    dismissToast(toast.id);
                    toast.action?.onClick();
                  }}
                >
                  {toast.action.label}
                </Button>
                <Button color="inherit" size="small" onClick={() => dismissToast(toast.id)}>
                  Close
                </Button>
              </>
            ) : undefined
          }
        >
          {toast.message}
        </Alert>
      ))}
    </Stack>
  );
};
