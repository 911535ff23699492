/** The doctor-branded site's host name: the spec's fixed constant (the demo serves it on doctor.localhost). */
export const DOCTOR_HOST = 'doctor.localhost';
