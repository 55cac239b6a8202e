import { toast } from 'sonner';

/** The one way to tell the user something happened: a toast with a title and an optional line. */
export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description });
  },
  error(title: string, description?: string) {
    toast.error(title, { description });
  },
  info(title: string, description?: string) {
    toast.info(title, { description });
  },
};
