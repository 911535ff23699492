import {
  getAgencyEnrollment,
  getAgencyEnrollment834,
  getAgencyEnrollmentPdf,
  listAgencyEnrollments,
} from './agencyCalls';
import { getAgreementTexts, getPaymentMethod } from './agreementBillingCalls';
import { getFormFieldsAgreementInfo } from './agreementCalls';
import { getApplicationPdf } from './applicationPdfCalls';
import {
  assistAdd,
  assistGet,
  checkLeadInformation,
  getLeadInformation,
  getTicketLink,
} from './assistantCalls';
import {
  addPlanToCartPrudentials,
  checkPrudentialCart,
  checkPrudentialPlan,
  getMembershipFee,
} from './associationCalls';
import { requestSignInLink, signIn, signInWithLink, signOut, whoAmI } from './authCalls';
import {
  getBeneficiariesExistingUserEnrollment,
  getBeneficiaryRelationships,
  validateSingleBeneficiary,
} from './beneficiaryCalls';
import { getExistingBankInfo, getExistingCardInfo, saveBillingInfoExisting } from './billingAccountCalls';
import { getBillDate, getBillingText, routingNumberBankLookup } from './billingLookupCalls';
import { continueBookEnrollment, getBookOfBusiness, getBookOfBusinessCsv } from './bookOfBusinessCalls';
import {
  addPlanToCart,
  cartCheckout,
  getCartAmount,
  getCartCount,
  getCartEffectiveDates,
  getPlanCart,
  removePlanFromCart,
} from './cartCalls';
import { getAgencyChangePdf, getChangePdf } from './changePdfCalls';
import { getChangeProofFile, reviewChangeProof, uploadChangeProof } from './changeProofCalls';
import { getChargeTerms } from './chargeTermsCalls';
import { comparePlans } from './compareCalls';
import { validateEmailNeverbounce, validateMemberEmail, validatePhoneNumverify } from './contactCheckCalls';
import {
  deleteDependentInIo,
  getDependentsExistingUserEnrollment,
  saveDependentInfoToTemp,
  validateSingleDependent,
} from './dependentCalls';
import { decryptDetail, getElevateInfo, trackElevateTraffic } from './elevateCalls';
import { getAgentElevateLinks } from './elevateLinkCalls';
import { getEnrollerCodeStatus, saveEnrollerCode } from './enrollerCodeCalls';
import {
  getDynamicTabs,
  getReceipt,
  saveAgreementInfo,
  saveBeneficiaryInfo,
  saveBillingInfo,
  saveContactInfo,
  saveDependentInfo,
  saveEmployerInfo,
  savePersonalInfo,
  savePrimaryHealthInfo,
  saveReviewInfo,
} from './enrollmentCalls';
import {
  addFilterForNewUser,
  changeFilterInfo,
  getCommonMenu,
  getEnrollmentTempInfo,
  getGroupMenu,
  getStates,
  validateDob,
  validateZipCode,
} from './filterCalls';
import {
  getFormFieldsBeneficiaryInfo,
  getFormFieldsBillingInfo,
  getFormFieldsContactInfo,
  getFormFieldsDependentPrimaryInfo,
  getFormFieldsEmployerInfo,
  getFormFieldsPersonalInfo,
} from './formFieldCalls';
import {
  getExistingPrimaryHealthInfo,
  getHealthQuestionsDependentInfo,
  getHealthQuestionsPrimaryHealthInfo,
} from './healthCalls';
import {
  getAgentLandingPageInfo,
  getGroupLandingPageInfo,
  validateAgent,
  validateGroup,
  validateLandingPage,
} from './landingCalls';
import {
  addFilterForExistingUser,
  addFilterForMember,
  getAgentMembers,
  getGroupAgentMemberInfo,
  getGroupUsers,
} from './memberCalls';
import {
  getAverageWorkWeek,
  getBargainingUnit,
  getCompensationTypes,
  getEmploymentStatus,
  getEthnicCategory,
  getGroupInfo,
  getHolidayPolicy,
  getVacationPolicy,
} from './optionListCalls';
import { getPaymentSummary } from './paymentSummaryCalls';
import {
  getFeaturedPlans,
  getFilteredPlans,
  getLeftSideFilterFields,
  getMenuFilteredPlans,
  getPlanDetail,
  getPlanPricingDetail,
  getPlanPricingDetailElevate,
} from './planCalls';
import {
  checkAlreadyInCart,
  checkDisabilityPlan,
  getMoreRequirement,
  getRelatedPlans,
} from './planChecksCalls';
import {
  getMemberPolicies,
  getPolicy,
  makeAgencyPolicyChange,
  makePolicyChange,
  previewPolicyChange,
} from './policyCalls';
import { getPolicyOptions } from './policyOptionCalls';
import { getAgentGroups, getEnrollmentPlatforms, updateFilterPortal } from './portalCalls';
import { getQuotePreviewContent } from './quoteCalls';
import {
  recommendedPlanDetails,
  recommendForCart,
  recommendForFilter,
  recommendPopular,
} from './recommendationCalls';
import { getEnrollmentInfoReferral } from './referralCalls';
import { getBookResendForm, resendAgencyEnrollment, resendBookEnrollment } from './resendCalls';
import { continueEnrollment, directContinue, saveEnrollment } from './saveEnrollmentCalls';
import { checkAlreadyAnswered, getQuestions, saveQuestionAnswers } from './screeningCalls';
import { saveScreenshot } from './screenshotCalls';
import {
  getCoverages,
  getDefaultInfo,
  getDomainSiteInformation,
  getExternalSiteDynamicInformation,
} from './siteCalls';
import {
  getAgentAboutPageInfo,
  getAgentInfoEnroll,
  getExternalSiteInformation,
  getGoenrollFooterPlan,
  getGroupAboutPageInfo,
  getGroupInfoEnroll,
  getMemberInfo,
} from './storefrontCalls';
import { getAflacQuestions, saveAflacQuestions } from './supplementalCalls';
import { checkTabRequired } from './tabRequiredCalls';

/** Every call of the API, by name: the server registers these, the OpenAPI document lists them. */
export const apiCatalog = {
  getAgentAboutPageInfo,
  getGroupAboutPageInfo,
  getGoenrollFooterPlan,
  getAgentInfoEnroll,
  getGroupInfoEnroll,
  getMemberInfo,
  getExternalSiteInformation,
  decryptDetail,
  getElevateInfo,
  trackElevateTraffic,
  getAgentElevateLinks,
  validateZipCode,
  validateDob,
  addFilterForNewUser,
  changeFilterInfo,
  getEnrollmentTempInfo,
  getStates,
  getCommonMenu,
  getGroupMenu,
  getFeaturedPlans,
  getFilteredPlans,
  getLeftSideFilterFields,
  getMenuFilteredPlans,
  getPlanDetail,
  getPlanPricingDetail,
  getPlanPricingDetailElevate,
  comparePlans,
  getRelatedPlans,
  getMoreRequirement,
  checkAlreadyInCart,
  checkDisabilityPlan,
  getQuestions,
  saveQuestionAnswers,
  checkAlreadyAnswered,
  getAflacQuestions,
  saveAflacQuestions,
  addPlanToCart,
  addPlanToCartPrudentials,
  checkPrudentialPlan,
  checkPrudentialCart,
  getMembershipFee,
  removePlanFromCart,
  getPlanCart,
  getCartCount,
  getCartAmount,
  getCartEffectiveDates,
  cartCheckout,
  getDynamicTabs,
  savePersonalInfo,
  saveContactInfo,
  validateMemberEmail,
  validatePhoneNumverify,
  validateEmailNeverbounce,
  saveEmployerInfo,
  saveBeneficiaryInfo,
  getBeneficiaryRelationships,
  validateSingleBeneficiary,
  getBeneficiariesExistingUserEnrollment,
  savePrimaryHealthInfo,
  getHealthQuestionsPrimaryHealthInfo,
  getExistingPrimaryHealthInfo,
  saveDependentInfo,
  deleteDependentInIo,
  getFormFieldsDependentPrimaryInfo,
  checkTabRequired,
  getHealthQuestionsDependentInfo,
  validateSingleDependent,
  saveDependentInfoToTemp,
  getDependentsExistingUserEnrollment,
  saveBillingInfo,
  routingNumberBankLookup,
  getBillDate,
  getChargeTerms,
  getBillingText,
  getFormFieldsBillingInfo,
  getExistingBankInfo,
  getExistingCardInfo,
  saveBillingInfoExisting,
  getFormFieldsAgreementInfo,
  saveAgreementInfo,
  saveReviewInfo,
  getReceipt,
  getPaymentSummary,
  getApplicationPdf,
  getFormFieldsPersonalInfo,
  getFormFieldsContactInfo,
  getFormFieldsEmployerInfo,
  getFormFieldsBeneficiaryInfo,
  getAverageWorkWeek,
  getEmploymentStatus,
  getCompensationTypes,
  getVacationPolicy,
  getBargainingUnit,
  getHolidayPolicy,
  getEthnicCategory,
  getGroupInfo,
  saveEnrollerCode,
  getEnrollerCodeStatus,
  recommendPopular,
  recommendForFilter,
  recommendForCart,
  recommendedPlanDetails,
  signIn,
  signOut,
  whoAmI,
  requestSignInLink,
  signInWithLink,
  getEnrollmentPlatforms,
  getAgentGroups,
  updateFilterPortal,
  getAgentMembers,
  getGroupUsers,
  addFilterForExistingUser,
  addFilterForMember,
  getGroupAgentMemberInfo,
  validateLandingPage,
  getAgentLandingPageInfo,
  getGroupLandingPageInfo,
  validateAgent,
  validateGroup,
  getEnrollmentInfoReferral,
  getQuotePreviewContent,
  saveEnrollment,
  continueEnrollment,
  directContinue,
  getDomainSiteInformation,
  getExternalSiteDynamicInformation,
  getCoverages,
  getDefaultInfo,
  assistGet,
  assistAdd,
  getTicketLink,
  checkLeadInformation,
  getLeadInformation,
  saveScreenshot,
  getAgreementTexts,
  getPaymentMethod,
  listAgencyEnrollments,
  getAgencyEnrollment,
  getAgencyEnrollmentPdf,
  getAgencyEnrollment834,
  getBookOfBusiness,
  getBookOfBusinessCsv,
  continueBookEnrollment,
  resendBookEnrollment,
  getBookResendForm,
  resendAgencyEnrollment,
  getMemberPolicies,
  getPolicy,
  previewPolicyChange,
  makePolicyChange,
  makeAgencyPolicyChange,
  getPolicyOptions,
  uploadChangeProof,
  reviewChangeProof,
  getChangeProofFile,
  getChangePdf,
  getAgencyChangePdf,
} as const;

export type ApiCatalog = typeof apiCatalog;
export type CallName = keyof ApiCatalog;
