import { advertising } from "@forum/contract/endpoints";
import { adTexts } from "@forum/contract/texts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { call } from "../../lib/api-client.ts";
import { browser } from "../../lib/browser.ts";
import { errorMessage } from "../../lib/error-message.ts";
import { notify } from "../../lib/notify.ts";
import { useNavigate } from "../../lib/router/index.ts";
import { useSession } from "../../lib/session.ts";
import { useStillShown } from "../../lib/use-still-shown.ts";
import { adsUiTexts } from "./ads-ui-texts.ts";

/** One key factory. The list is the caller's own, so its key names who asks. */
export const adKeys = {
  all: ["ads"] as const,
  lists: () => [...adKeys.all, "list"] as const,
  list: (userId: number | null, search: string) => [...adKeys.lists(), userId, search] as const,
};

/** The student's campaigns, newest first; the previous answer stays on screen while a search loads. */
export function useMyAds(search: string) {
  const userId = useSession()?.user.user_id ?? null;
  return useQuery({
    queryKey: adKeys.list(userId, search),
    queryFn: ({ signal }) => call(advertising.list, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * An unpaid campaign's checkout (the server reuses its pending one): the browser leaves for the provider's page. A
 * refusal is told here rather than by the list: the list may be gone (the page left) before the answer arrives.
 */
export function usePayAd() {
  const pay = useMutation({
    mutationFn: (id: number) => call(advertising.pay, { params: { id } }),
    onSuccess: (res) => browser.assign(res.payment_url),
    onError: (err) => notify.error(errorMessage(err, adsUiTexts.payFailed)),
  });
  // Back from the checkout with the browser's back button, the page may come from its back-forward cache with the
  // button still busy: ready again, so that paying again takes the payer to the same checkout.
  const { reset } = pay;
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, [reset]);
  return pay;
}

/**
 * The return from checkout asks the server to check the payment; the list then shows what it found. The page says
 * the outcome in place while it shows; a student who left it before the answer is told by a toast from here (the
 * page's own callbacks went with it).
 */
export function useVerifyPayment() {
  const qc = useQueryClient();
  const pageShown = useStillShown();
  return useMutation({
    mutationFn: (reference: string) => call(advertising.verifyPayment, { body: { reference } }),
    onSuccess: (res) => {
      if (pageShown()) return;
      if (res.paid) notify.success(adTexts.paymentConfirmed);
      else notify.info(adTexts.paymentPending);
    },
    onError: () => {
      if (!pageShown()) notify.error(adsUiTexts.verifyFailed);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: adKeys.lists() }),
  });
}

/**
 * Multipart: the form's fields and the optional image. The outcome is told here, not by the form's own callbacks,
 * which die with the form when the student leaves it before the answer: the notice always comes; the checkout, or
 * the way back to the campaigns, only while the form that asked is still shown (a student who went elsewhere is not
 * pulled away; the notice says what to do, and the campaigns offer Pay now).
 */
export function useCreateAd() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useMutation({
    mutationFn: (body: FormData) => call(advertising.create, { body }),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: adKeys.lists() });
      if (res.payment_url && shown.current) {
        notify.success(adTexts.toCheckout);
        browser.assign(res.payment_url);
        return;
      }
      notify.success(res.message || adTexts.created);
      if (shown.current) navigate("/advertise");
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}
