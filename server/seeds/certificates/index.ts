// Demo certificate templates (two per type: appreciation, training, education, teacher), A4
// landscape and portrait, Arabic first; all share the dignified layout of layout.ts.
import type { SeedTemplate } from "../templates.ts";
import { certificateDesign, certificateFields, type CertificateLayoutOptions, type ReasonField } from "./layout.ts";
import { PALETTES } from "./palettes.ts";

const L = (ar: string, en: string, fr: string) => ({ ar, en, fr });
const REASON: ReasonField = { name: "reason", label: L("سبب التكريم", "Reason", "Motif"), placeholder: L("جهوده المتميزة في خدمة المجتمع", "outstanding community service", "son engagement remarquable") };
const COURSE: ReasonField = { name: "course", label: L("اسم الدورة", "Course", "Formation"), placeholder: L("أساسيات تصميم تجربة المستخدم", "UX design basics", "Bases du design UX") };
const STUDY: ReasonField = { name: "reason", label: L("مجال التفوق", "Achievement", "Réussite"), placeholder: L("وحصوله على المركز الأول في الصف الثالث المتوسط", "first place in grade 9", "la première place en 3e") };
const TEACHING: ReasonField = { name: "reason", label: L("مجال التميّز", "Field of distinction", "Domaine d’excellence"), placeholder: L("تعليم الرياضيات وتنمية مهارات التفكير لدى الطلاب", "teaching mathematics", "l’enseignement des mathématiques") };

function seed(
  seedKey: string,
  category: string,
  title: ReturnType<typeof L>,
  description: ReturnType<typeof L>,
  layout: CertificateLayoutOptions,
  reason: ReasonField,
  issuerDefault: string,
): SeedTemplate {
  return { seedKey, kind: "certificate", category, title, description, design: certificateDesign(layout), fields: certificateFields(reason, issuerDefault) };
}

export const CERTIFICATE_TEMPLATES: SeedTemplate[] = [
  seed(
    "certificate-appreciation-classic",
    "appreciation",
    L("شهادة شكر وتقدير", "Certificate of Appreciation", "Certificat de reconnaissance"),
    L("شهادة رسمية بإطار مزدوج وختم ذهبي، أفقية", "Formal landscape certificate with a double frame and gold seal", "Certificat paysage, double cadre et sceau doré"),
    {
      orientation: "landscape",
      palette: PALETTES.navy,
      kicker: "عرفانًا بالعطاء والتميّز",
      title: "شهادة شكر وتقدير",
      presentation: "يسرّنا أن نتقدّم بخالص الشكر والتقدير إلى",
      body: "تقديرًا لـ{{reason}}، مع تمنياتنا بدوام التوفيق والسداد.",
    },
    REASON,
    "جمعية البر الخيرية",
  ),
  seed(
    "certificate-appreciation-portrait",
    "appreciation",
    L("شهادة تقدير", "Certificate of Recognition", "Certificat d’honneur"),
    L("شهادة تقدير عمودية بألوان العنابي والذهبي", "Portrait recognition certificate in burgundy and gold", "Certificat portrait bordeaux et or"),
    {
      orientation: "portrait",
      palette: PALETTES.burgundy,
      kicker: "تقديرًا للعطاء الصادق",
      title: "شهادة تقدير",
      presentation: "تُمنح هذه الشهادة من {{issuerName}} إلى",
      body: "تقديرًا لـ{{reason}}، وإسهامه المخلص الذي كان له أطيب الأثر، متمنّين له مزيدًا من النجاح.",
    },
    REASON,
    "مؤسسة العطاء",
  ),
  seed(
    "certificate-training-completion",
    "training",
    L("شهادة إتمام دورة تدريبية", "Training Course Completion", "Attestation de fin de formation"),
    L("شهادة إتمام دورة تدريبية أفقية", "Landscape certificate of course completion", "Attestation paysage de fin de formation"),
    {
      orientation: "landscape",
      palette: PALETTES.teal,
      kicker: "التعلّم رحلة لا تنتهي",
      title: "شهادة إتمام دورة تدريبية",
      presentation: "يُشهد بأنّ المتدرّب",
      body: "قد أتمّ بنجاح متطلبات الدورة التدريبية «{{course}}»، ونتمنّى له التوفيق في مسيرته المهنية.",
    },
    COURSE,
    "أكاديمية المستقبل للتدريب",
  ),
  seed(
    "certificate-training-attendance",
    "training",
    L("شهادة حضور برنامج تدريبي", "Training Attendance Certificate", "Attestation de participation"),
    L("شهادة حضور عمودية للبرامج والورش التدريبية", "Portrait attendance certificate for programmes and workshops", "Attestation portrait pour ateliers et programmes"),
    {
      orientation: "portrait",
      palette: PALETTES.charcoal,
      kicker: "برنامج التطوير المهني",
      title: "شهادة حضور",
      presentation: "يُشهد بأنّ",
      body: "قد حضر البرنامج التدريبي «{{course}}» وشارك في جميع جلساته وأنشطته بفاعلية واقتدار.",
    },
    COURSE,
    "مركز التميّز للتدريب",
  ),
  seed(
    "certificate-education-excellence",
    "education",
    L("شهادة تفوق دراسي", "Academic Excellence Certificate", "Certificat d’excellence scolaire"),
    L("شهادة تفوق دراسي أفقية للطلاب المتميزين", "Landscape certificate for outstanding students", "Certificat paysage pour élèves méritants"),
    {
      orientation: "landscape",
      palette: PALETTES.burgundy,
      kicker: "ومن جدّ وجد",
      title: "شهادة تفوق دراسي",
      presentation: "تُمنح هذه الشهادة من {{issuerName}} للطالب",
      body: "تقديرًا لتفوّقه الدراسي {{reason}}، راجين له مزيدًا من التقدّم والتميّز.",
    },
    STUDY,
    "مدارس المنارة الأهلية",
  ),
  seed(
    "certificate-education-honor",
    "education",
    L("شهادة تميّز أكاديمي", "Academic Honour Certificate", "Tableau d’honneur"),
    L("شهادة تميّز أكاديمي عمودية", "Portrait academic honour certificate", "Certificat portrait du tableau d’honneur"),
    {
      orientation: "portrait",
      palette: PALETTES.navy,
      kicker: "لوحة الشرف",
      title: "شهادة تميّز أكاديمي",
      presentation: "يسرّنا أن نمنح هذه الشهادة للطالب",
      body: "لتميّزه الأكاديمي {{reason}}، وحسن سيرته واجتهاده، متمنّين له مستقبلًا مشرقًا.",
    },
    STUDY,
    "مدرسة الرواد",
  ),
  seed(
    "certificate-teacher-appreciation",
    "teacher",
    L("شهادة تقدير للمعلم", "Teacher Appreciation Certificate", "Certificat de reconnaissance pour enseignant"),
    L("شهادة تقدير أفقية للمعلمين والمعلمات", "Landscape appreciation certificate for teachers", "Certificat paysage pour enseignants"),
    {
      orientation: "landscape",
      palette: PALETTES.forest,
      kicker: "قم للمعلّم وفِّه التبجيلا",
      title: "شهادة تقدير للمعلم",
      presentation: "نتقدّم بخالص الشكر والعرفان إلى المعلّم",
      body: "تقديرًا لجهوده المخلصة في {{reason}}، وإسهامه في بناء جيلٍ واعٍ متميّز.",
    },
    TEACHING,
    "إدارة التعليم",
  ),
  seed(
    "certificate-teacher-distinguished",
    "teacher",
    L("شهادة المعلّم المتميّز", "Distinguished Teacher Certificate", "Certificat d’enseignant émérite"),
    L("شهادة المعلّم المتميّز العمودية", "Portrait distinguished teacher certificate", "Certificat portrait d’enseignant émérite"),
    {
      orientation: "portrait",
      palette: PALETTES.plum,
      kicker: "المعلّم المتميّز",
      title: "شهادة المعلّم المتميّز",
      presentation: "تُمنح هذه الشهادة من {{issuerName}} إلى الأستاذ",
      body: "تقديرًا لتميّزه في {{reason}}، وعطائه الذي ترك أثرًا طيبًا في نفوس طلابه وزملائه.",
    },
    TEACHING,
    "مدارس الأفق الدولية",
  ),
];
