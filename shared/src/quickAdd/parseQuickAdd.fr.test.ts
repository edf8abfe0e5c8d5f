// The French corpus of quick add (docs/product.md, "Quick add"): what a person types, the title left and
// what is created. "Now" is Wednesday 25 November 2026, 11:00 in Paris.
import { parseQuickAdd } from './parseQuickAdd';
import { summarize } from './testing';

const now = new Date('2026-11-25T10:00:00Z');
const parse = (text: string, timeZone = 'Europe/Paris') =>
  parseQuickAdd(text, { now, timeZone, language: 'fr' });

/** [sentence, title, summary] */
const CORPUS: readonly [string, string, string][] = [
  // The examples.
  ['rendez-vous médecin jeudi 10h', 'rendez-vous médecin', 'event 2026-11-26 10:00-11:00'],
  ['sport tous les mardis à 18h', 'sport', 'event 2026-12-01 18:00-19:00 weekly'],
  ["réviser l'examen avant vendredi urgent", "réviser l'examen", 'task due 2026-11-27 !high'],
  // The example in the task list's field.
  ['rendre le rapport avant vendredi, urgent', 'rendre le rapport', 'task due 2026-11-27 !high'],
  // Weekdays written short with their dot; a fraction before a unit is a quantity, not 1 February.
  ['rdv médecin mer. prochain 8h45', 'rdv médecin', 'event 2026-12-02 08:45-09:45'],
  ['piscine sam. 10h', 'piscine', 'event 2026-11-28 10:00-11:00'],
  ['dentiste jeu.', 'dentiste', 'task due 2026-11-26'],
  ['acheter 1/2 litre de lait demain', 'acheter 1/2 litre de lait', 'task due 2026-11-26'],
  ['coiffeur le 1/2 à 10h', 'coiffeur', 'event 2027-02-01 10:00-11:00'],
  // A part of a month: its end, its middle, its beginning.
  ['vaccin grippe avant fin novembre', 'vaccin grippe', 'task due 2026-11-30'],
  ['rendre le dossier fin janvier', 'rendre le dossier', 'task due 2027-01-31'],
  ['bilan à la fin de février', 'bilan', 'task due 2027-02-28'],
  ['vacances à réserver pour mi-décembre', 'vacances à réserver', 'task due 2026-12-15'],
  ['inscription avant début mars 2027', 'inscription', 'task due 2027-03-01'],
  // Days a repeat leaves out; a day of the month after "tous les".
  [
    'footing tous les jours sauf le dimanche à 7h',
    'footing',
    'event 2026-11-26 07:00-08:00 weekly on 1,2,3,4,5,6',
  ],
  [
    'cantine tous les jours sauf le mercredi et le week-end',
    'cantine',
    'event 2026-11-26 allday weekly on 1,2,4,5',
  ],
  ['payer le loyer tous les 1er', 'payer le loyer', 'event 2026-12-01 allday monthly'],
  [
    'arroser les plantes tous les 3 jours',
    'arroser les plantes',
    'event 2026-11-25 allday daily x3',
  ],
  // Not dates: "Mai" is a name here, numbers stay in the title.
  ["Mai Ly's party", "Mai Ly's party", 'task'],
  ['Anniversaire de Mai Ly', 'Anniversaire de Mai Ly', 'task'],
  ['Mai Ly vient dîner', 'Mai Ly vient dîner', 'task'],
  ['Fête de Mai Ly samedi à 20h', 'Fête de Mai Ly', 'event 2026-11-28 20:00-21:00'],
  ['Acheter 2 pommes', 'Acheter 2 pommes', 'task'],
  ['Demain 9h dentiste', 'Dentiste', 'event 2026-11-26 09:00-10:00'],
  ['Acheter 12 œufs', 'Acheter 12 œufs', 'task'],
  ['Lire 1984', 'Lire 1984', 'task'],
  ['Appeler le 17', 'Appeler le 17', 'task'],
  ['appeler le 112', 'appeler le 112', 'task'],
  ['Version 2.0', 'Version 2.0', 'task'],
  ['regarder Apollo 13', 'regarder Apollo 13', 'task'],
  ['acheter du pain', 'acheter du pain', 'task'],
  ['lire 1984 demain', 'lire 1984', 'task due 2026-11-26'],
  ['chambre 101 à 17h', 'chambre 101', 'event 2026-11-25 17:00-18:00'],
  // A number beside a day is not an hour unless said as one ("h", "heures", "à"): chrono read 3:00.
  ['Lire le chapitre 3 la semaine prochaine', 'Lire le chapitre 3', 'task due 2026-12-02'],
  ['lire le chapitre 3 demain', 'lire le chapitre 3', 'task due 2026-11-26'],
  ['page 12 lundi', 'page 12', 'task due 2026-11-30'],
  ['réunion à 15 vendredi', 'réunion', 'event 2026-11-27 15:00-16:00'],
  ['réunion vendredi 15 heures', 'réunion', 'event 2026-11-27 15:00-16:00'],
  ['dentiste 14.30 demain', 'dentiste', 'event 2026-11-26 14:30-15:30'],
  ['ticket #12 demain', 'ticket #12', 'task due 2026-11-26'],
  // Un jour du mois sans son mois : "le 1er", ou "le 12" après un mot d'échéance ou avant une heure. Le
  // prochain tel jour (le 25, c'est aujourd'hui ; le 12 est passé ce mois-ci). Ailleurs, un titre.
  ['rdv dentiste le 12 à 9h', 'rdv dentiste', 'event 2026-12-12 09:00-10:00'],
  ['payer le loyer avant le 5 urgent', 'payer le loyer', 'task due 2026-12-05 !high'],
  ['réunion le 25 à 14h', 'réunion', 'event 2026-11-25 14:00-15:00'],
  ['le 31 à 20h réveillon', 'réveillon', 'event 2026-12-31 20:00-21:00'],
  ['fête le 1er', 'fête', 'task due 2026-12-01'],
  ['le 1er ministre parle', 'le 1er ministre parle', 'task'],
  // Une plage de jours est un événement sur ces jours (une tâche a un seul jour).
  ['vacances du 20 au 27 décembre', 'vacances', 'event 2026-12-20 allday x8'],
  ['séminaire du lundi au mercredi', 'séminaire', 'event 2026-11-30 allday x3'],
  // Des minutes seules sont une durée.
  ['footing demain 7h 30 min', 'footing', 'event 2026-11-26 07:00-07:30'],
  ['lire 30 min tous les jours', 'lire', 'event 2026-11-25 allday daily'],
  ['appeler mamie ce week-end', 'appeler mamie', 'task due 2026-11-28'],
  ['yoga tous les mardis et jeudis à 18h', 'yoga', 'event 2026-11-26 18:00-19:00 weekly on 2,4'],
  ['ménage toutes les 2 semaines samedi', 'ménage', 'event 2026-11-28 allday weekly x2'],
  [
    'arroser les plantes un jour sur deux',
    'arroser les plantes',
    'event 2026-11-25 allday daily x2',
  ],
  ['brunch tous les week-ends à 11h', 'brunch', 'event 2026-11-28 11:00-12:00 weekly on 0,6'],
  [
    'club de lecture le premier lundi du mois à 19h',
    'club de lecture',
    'event 2026-12-07 19:00-20:00 monthly week 1',
  ],
  ['réunion chaque dernier vendredi du mois', 'réunion', 'event 2026-11-27 allday monthly week -1'],
  [
    'piscine tous les lundis à 7h jusqu’au 21 décembre',
    'piscine',
    'event 2026-11-30 07:00-08:00 weekly until 2026-12-21',
  ],
  [
    "chorale chaque jeudi 20h jusqu'au 30 juin",
    'chorale',
    'event 2026-11-26 20:00-21:00 weekly until 2027-06-30',
  ],
  // Un mois seul après « jusqu'en » / « jusqu'à » : son dernier jour.
  [
    'piano tous les mardis jusqu’en juin',
    'piano',
    'event 2026-12-01 allday weekly until 2027-06-30',
  ],
  [
    'piano tous les mardis jusqu’à mars 2027',
    'piano',
    'event 2026-12-01 allday weekly until 2027-03-31',
  ],
  [
    'piscine chaque lundi, mercredi et vendredi 7h',
    'piscine',
    'event 2026-11-27 07:00-08:00 weekly on 1,3,5',
  ],
  ['rangement ce weekend à 10h', 'rangement', 'event 2026-11-28 10:00-11:00'],
  // Times of day make events.
  ['appeler maman demain à 18h', 'appeler maman', 'event 2026-11-26 18:00-19:00'],
  ['réunion lundi prochain 9h', 'réunion', 'event 2026-11-30 09:00-10:00'],
  ['RDV mardi 8h-9h', 'RDV', 'event 2026-12-01 08:00-09:00'],
  ['après-demain 10h dentiste', 'dentiste', 'event 2026-11-27 10:00-11:00'],
  ['médecin le 3 décembre à 9h30', 'médecin', 'event 2026-12-03 09:30-10:30'],
  ['réveillon le 31 décembre à 21h', 'réveillon', 'event 2026-12-31 21:00-22:00'],
  ['chercher les enfants à 16h', 'chercher les enfants', 'event 2026-11-25 16:00-17:00'],
  ['petit-déjeuner à 7h', 'petit-déjeuner', 'event 2026-11-26 07:00-08:00'],
  ['réunion 14h demain', 'réunion', 'event 2026-11-26 14:00-15:00'],
  ['appeler Alex à 10h', 'appeler Alex', 'event 2026-11-26 10:00-11:00'],
  ['déjeuner 12h30', 'déjeuner', 'event 2026-11-25 12:30-13:30'],
  ['coiffeur mardi prochain à 11h', 'coiffeur', 'event 2026-12-01 11:00-12:00'],
  ['concert le 21 décembre à 20h', 'concert', 'event 2026-12-21 20:00-21:00'],
  ['vol le 5 janvier à 6h', 'vol', 'event 2027-01-05 06:00-07:00'],
  ['commander 2 pizzas à 19h', 'commander 2 pizzas', 'event 2026-11-25 19:00-20:00'],
  ['entretien demain à 9h00', 'entretien', 'event 2026-11-26 09:00-10:00'],
  ["déjeuner d'équipe vendredi midi", "déjeuner d'équipe", 'event 2026-11-27 12:00-13:00'],
  ['garde de nuit à 22h', 'garde de nuit', 'event 2026-11-25 22:00-23:00'],
  ['réunion dans 2 heures', 'réunion', 'event 2026-11-25 13:00-14:00'],
  ['fête vendredi 22h-1h', 'fête', 'event 2026-11-27 22:00-01:00+1'],
  ['cours de 9h à 11h', 'cours', 'event 2026-11-26 09:00-11:00'],
  ['apéro vendredi 18h30', 'apéro', 'event 2026-11-27 18:30-19:30'],
  ['demain 8h : course à pied', 'course à pied', 'event 2026-11-26 08:00-09:00'],
  // Durations: the end of an event, the estimate of a task.
  ['dentiste vendredi 14h30 pendant 45 min', 'dentiste', 'event 2026-11-27 14:30-15:15'],
  ['yoga demain 7h pendant une heure', 'yoga', 'event 2026-11-26 07:00-08:00'],
  ['cinéma samedi 20h pendant 2h30', 'cinéma', 'event 2026-11-28 20:00-22:30'],
  ['atelier lundi 9h pendant 1h30', 'atelier', 'event 2026-11-30 09:00-10:30'],
  ['salle de sport à 18h pendant 90 minutes', 'salle de sport', 'event 2026-11-25 18:00-19:30'],
  ['présentation lundi 10h pendant 2 heures', 'présentation', 'event 2026-11-30 10:00-12:00'],
  ['train de nuit demain 23h pendant 8 heures', 'train de nuit', 'event 2026-11-26 23:00-07:00+1'],
  ['sieste à 14h pendant une demi-heure', 'sieste', 'event 2026-11-25 14:00-14:30'],
  ['lire un chapitre pendant 30 min', 'lire un chapitre', 'task ~15to2Hour'],
  ['appel rapide pendant 10 minutes', 'appel rapide', 'task ~lessThan15Min'],
  ['rédiger le mémoire pendant 3 heures', 'rédiger le mémoire', 'task ~moreThan2Hour'],
  ['ranger le bureau durant 2h', 'ranger le bureau', 'task ~15to2Hour'],
  ['courses demain pendant 30 min', 'courses', 'task due 2026-11-26 ~15to2Hour'],
  // A day without a time is a task's deadline.
  ['cours le 3 décembre', 'cours', 'task due 2026-12-03'],
  // Un nombre après le mois n'est pas une heure sans « h » (chrono lisait 10 h).
  ['chapitre 10 déc 10', 'chapitre 10', 'task due 2026-12-10'],
  ['courses samedi', 'courses', 'task due 2026-11-28'],
  ['acheter des fleurs demain', 'acheter des fleurs', 'task due 2026-11-26'],
  ["appeler le plombier aujourd'hui", 'appeler le plombier', 'task due 2026-11-25'],
  // L'apostrophe typographique (celle des téléphones) est lue comme l'autre.
  ['appeler l’école aujourd’hui', 'appeler l’école', 'task due 2026-11-25'],
  ['sport aujourd’hui 20h', 'sport', 'event 2026-11-25 20:00-21:00'],
  ['séminaire aujourd’hui et demain', 'séminaire', 'event 2026-11-25 allday & 2026-11-26'],
  // « jusqu'à » un jour, hors d'une répétition, est une échéance.
  ['vacances jusqu’au 3 janvier', 'vacances', 'task due 2027-01-03'],
  ["réviser jusqu'à vendredi", 'réviser', 'task due 2026-11-27'],
  // Après « du », la fin d'une plage de jours.
  ["congés du 20 décembre jusqu'au 3 janvier", 'congés', 'event 2026-12-20 allday x15'],
  ['stage du lundi jusqu’au mercredi', 'stage', 'event 2026-11-30 allday x3'],
  // « de » devant une heure dit quand (chrono lisait « de 14h » comme dans quatorze heures) ; devant
  // des minutes ou quelques heures, une durée.
  ['cours de 14h', 'cours', 'event 2026-11-25 14:00-15:00'],
  ['réunion demain de 14h', 'réunion', 'event 2026-11-26 14:00-15:00'],
  ['train de 6h demain', 'train', 'event 2026-11-26 06:00-07:00'],
  ['marche de 2h demain', 'marche', 'task due 2026-11-26 ~15to2Hour'],
  ['sieste de 20 min', 'sieste', 'task ~15to2Hour'],
  ['étirements toutes les 30 minutes', 'étirements toutes les 30 minutes', 'task'],
  [
    'préparer les slides ~3h avant vendredi',
    'préparer les slides',
    'task due 2026-11-27 ~moreThan2Hour',
  ],
  ['randonnée de 3 heures samedi', 'randonnée', 'task due 2026-11-28 ~moreThan2Hour'],
  ['cours de 2h à 4h', 'cours', 'event 2026-11-26 02:00-04:00'],
  // Une plage jusqu'à une heure, ou jusqu'à minuit.
  ["garde de 14h jusqu'à 18h", 'garde', 'event 2026-11-25 14:00-18:00'],
  ["cours 14h jusqu'à 16h", 'cours', 'event 2026-11-25 14:00-16:00'],
  ['soirée samedi 20h à minuit', 'soirée', 'event 2026-11-28 20:00-00:00+1'],
  ['renouveler le passeport dans 2 semaines', 'renouveler le passeport', 'task due 2026-12-09'],
  ['rendre visite à mamie samedi prochain', 'rendre visite à mamie', 'task due 2026-12-05'],
  ['envoyer la facture dans 3 jours', 'envoyer la facture', 'task due 2026-11-28'],
  ['dîner ce soir', 'dîner', 'task due 2026-11-25'],
  // Un moment de la journée seul reste dans le titre.
  ['soirée jeux vendredi 20h', 'soirée jeux', 'event 2026-11-27 20:00-21:00'],
  ['équipe de nuit samedi 22h', 'équipe de nuit', 'event 2026-11-28 22:00-23:00'],
  ['rappeler Julie jeudi', 'rappeler Julie', 'task due 2026-11-26'],
  // Deadline words.
  ['payer les factures avant vendredi urgent', 'payer les factures', 'task due 2026-11-27 !high'],
  ['rapport pour demain', 'rapport', 'task due 2026-11-26'],
  ['dossier à rendre le 10 décembre', 'dossier', 'task due 2026-12-10'],
  ["assurance d'ici le 20 décembre", 'assurance', 'task due 2026-12-20'],
  ['mémoire au plus tard le 15 janvier', 'mémoire', 'task due 2027-01-15'],
  ['rendre les livres pour le 1er décembre', 'rendre les livres', 'task due 2026-12-01'],
  ['Réserver 3 places pour le 4 mai', 'Réserver 3 places', 'task due 2027-05-04'],
  ['cadeau avant le 24 décembre urgent', 'cadeau', 'task due 2026-12-24 !high'],
  // La fin d'une semaine est son vendredi ; d'un mois ou d'une année, son dernier jour.
  ['payer les factures à la fin du mois', 'payer les factures', 'task due 2026-11-30'],
  ["envoyer la facture d'ici la fin de la semaine", 'envoyer la facture', 'task due 2026-11-27'],
  [
    'rendre le dossier avant la fin de la semaine prochaine',
    'rendre le dossier',
    'task due 2026-12-04',
  ],
  ["bilan fin d'année", 'bilan', 'task due 2026-12-31'],
  ['vaccin contre la grippe ce mois-ci', 'vaccin contre la grippe', 'task due 2026-11-30'],
  ['finir le dossier cette semaine', 'finir le dossier', 'task due 2026-11-27'],
  // Après « de », un mot du titre.
  ["soirée de fin d'année à 20h", "soirée de fin d'année", 'event 2026-11-25 20:00-21:00'],
  // Une date avec des barres obliques, même avant une heure (chrono/fr lisait « 11 à 10h »).
  ['coiffeur le 30/11 à 10h', 'coiffeur', 'event 2026-11-30 10:00-11:00'],
  ['rdv 03/01/2027 14h', 'rdv', 'event 2027-01-03 14:00-15:00'],
  // Un jour de la semaine et un jour du mois sans le mois : la prochaine date qui est les deux.
  ['dentiste jeudi 3', 'dentiste', 'task due 2026-12-03'],
  // Avec son heure (chrono lisait « 3 à 9h » comme une plage et l'heure restait dans le titre).
  ['dentiste jeudi 3 à 9h30', 'dentiste', 'event 2026-12-03 09:30-10:30'],
  ['rdv le mardi 8 à 10h', 'rdv', 'event 2026-12-08 10:00-11:00'],
  ['dentiste jeudi 3 9h', 'dentiste', 'event 2026-12-03 09:00-10:00'],
  // « le vendredi 16h » est une habitude, comme « le mardi à 17h ».
  ['bilan hebdo le vendredi 16h', 'bilan hebdo', 'event 2026-11-27 16:00-17:00 weekly'],
  ['séminaire du lundi 7 au mercredi 9 décembre', 'séminaire', 'event 2026-12-07 allday x3'],
  // Des heures à d'autres ; « 15 h » avec une espace ; une heure avant « le 4 ».
  ['réunion entre 14h et 16h demain', 'réunion', 'event 2026-11-26 14:00-16:00'],
  ["garde d'enfants samedi de 19h à minuit", "garde d'enfants", 'event 2026-11-28 19:00-00:00+1'],
  ['rdv 15 h jeudi', 'rdv', 'event 2026-11-26 15:00-16:00'],
  ['dentiste à 9h le 4', 'dentiste', 'event 2026-12-04 09:00-10:00'],
  // Les heures en toutes lettres.
  ['déjeuner à midi et demi', 'déjeuner', 'event 2026-11-25 12:30-13:30'],
  ['appel à 8h moins le quart', 'appel', 'event 2026-11-26 07:45-08:45'],
  ['réunion à 10h et quart demain', 'réunion', 'event 2026-11-26 10:15-11:15'],
  ['rendre le colis avant le 1/12', 'rendre le colis', 'task due 2026-12-01'],
  ['vacances 20/12-3/01', 'vacances', 'event 2026-12-20 allday x15'],
  // Priorities.
  ['acheter du pain urgent', 'acheter du pain', 'task !high'],
  ['ranger le garage priorité basse', 'ranger le garage', 'task !low'],
  ['répondre à Marc pas urgent', 'répondre à Marc', 'task !low'],
  ['déclarer les impôts haute priorité', 'déclarer les impôts', 'task !high'],
  ['appeler la banque prioritaire', 'appeler la banque', 'task !high'],
  ['trier les photos priorité moyenne', 'trier les photos', 'task !medium'],
  ['note de frais urgente', 'note de frais', 'task !high'],
  ['envoyer un mail au propriétaire au plus vite', 'envoyer un mail au propriétaire', 'task !high'],
  ['rappeler le garage dès que possible', 'rappeler le garage', 'task !high'],
  ['corriger le bug !!!', 'corriger le bug', 'task !high'],
  ['trier les mails !2', 'trier les mails', 'task !medium'],
  ['appeler maman demain 18h haute priorité', 'appeler maman', 'task due 2026-11-26 !high'],
  // Repeats.
  ['payer le loyer tous les mois', 'payer le loyer', 'event 2026-11-25 allday monthly'],
  [
    "réunion d'équipe chaque lundi à 9h30",
    "réunion d'équipe",
    'event 2026-11-30 09:30-10:30 weekly',
  ],
  ['yoga tous les jours à 7h', 'yoga', 'event 2026-11-26 07:00-08:00 daily'],
  ['méditation chaque jour à 21h', 'méditation', 'event 2026-11-25 21:00-22:00 daily'],
  ['point quotidien à 9h15', 'point', 'event 2026-11-26 09:15-10:15 daily'],
  ['rétro un vendredi sur deux à 16h', 'rétro', 'event 2026-11-27 16:00-17:00 weekly x2'],
  ['stand-up en semaine à 9h15', 'stand-up', 'event 2026-11-26 09:15-10:15 weekdays'],
  // Des jours de semaine à la suite avec une heure : une routine ces jours-là ; sans heure, des jours de suite.
  ['trajet du lundi au vendredi 8h', 'trajet', 'event 2026-11-26 08:00-09:00 weekdays'],
  ['sport lundi-vendredi 7h', 'sport', 'event 2026-11-26 07:00-08:00 weekdays'],
  ['garde du mardi au jeudi 19h', 'garde', 'event 2026-11-25 19:00-20:00 weekly on 2,3,4'],
  [
    "cours lundi-vendredi 8h-12h jusqu'en juin",
    'cours',
    'event 2026-11-26 08:00-12:00 weekdays until 2027-06-30',
  ],
  ['séminaire du lundi au vendredi', 'séminaire', 'event 2026-11-30 allday x5'],
  // « le » et un jour sans date, avec une heure : une habitude ; sinon ce jour-là.
  [
    'entraînement de foot le mardi à 17h',
    'entraînement de foot',
    'event 2026-12-01 17:00-18:00 weekly',
  ],
  ['sport le lundi et le jeudi à 18h', 'sport', 'event 2026-11-26 18:00-19:00 weekly on 1,4'],
  ["marché le dimanche jusqu'à noël", 'marché', 'event 2026-11-29 allday weekly until 2026-12-25'],
  ['appeler Paul le jeudi', 'appeler Paul', 'task due 2026-11-26'],
  ['devoirs pour le vendredi', 'devoirs', 'task due 2026-11-27'],
  ['rdv le mardi 8 décembre à 10h', 'rdv', 'event 2026-12-08 10:00-11:00'],
  ['réunion le lundi prochain à 9h', 'réunion', 'event 2026-11-30 09:00-10:00'],
  [
    'cours de yoga lundi et mercredi 18h',
    'cours de yoga',
    'event 2026-11-25 18:00-19:00 weekly on 1,3',
  ],
  // Les jours écrits court, aussi (c'étaient des dates).
  ['cours lun et mer 18h', 'cours', 'event 2026-11-25 18:00-19:00 weekly on 1,3'],
  ['réunion lun, mer, ven 9h', 'réunion', 'event 2026-11-27 09:00-10:00 weekly on 1,3,5'],
  ['cours mar. et jeu. 18h', 'cours', 'event 2026-11-26 18:00-19:00 weekly on 2,4'],
  // « la mer » n'est pas mercredi.
  ['vacances à la mer, sam 10h', 'vacances à la mer', 'event 2026-11-28 10:00-11:00'],
  ['fruits de mer samedi', 'fruits de mer', 'task due 2026-11-28'],
  // Un jour de chaque mois.
  ['payer le loyer le 1er de chaque mois', 'payer le loyer', 'event 2026-12-01 allday monthly'],
  [
    "point d'équipe les lundis et jeudis à 9h30",
    "point d'équipe",
    'event 2026-11-26 09:30-10:30 weekly on 1,4',
  ],
  ['facture tous les 15 du mois à 9h', 'facture', 'event 2026-12-15 09:00-10:00 monthly'],
  // Un moment de la journée après une répétition en fait partie.
  ['ménage tous les samedis matin', 'ménage', 'event 2026-11-28 allday weekly'],
  ['sport tous les mardis soir à 19h', 'sport', 'event 2026-12-01 19:00-20:00 weekly'],
  [
    'sortir la poubelle jaune un jeudi sur deux le soir',
    'sortir la poubelle jaune',
    'event 2026-11-26 allday weekly x2',
  ],
  // Une répétition à partir d'un jour commence à sa première occurrence depuis ce jour (le 5 est un mardi).
  ['yoga tous les lundis à partir du 5 janvier', 'yoga', 'event 2027-01-11 allday weekly'],
  // Tous les soirs, chaque matin : chaque jour ; le moment de la journée dit l'heure.
  ['guitare tous les soirs à 8h', 'guitare', 'event 2026-11-25 20:00-21:00 daily'],
  ['méditer chaque matin à 7h', 'méditer', 'event 2026-11-26 07:00-08:00 daily'],
  ['courir tous les matins', 'courir', 'event 2026-11-25 allday daily'],
  ['sport lun/mer/ven 6h', 'sport', 'event 2026-11-27 06:00-07:00 weekly on 1,3,5'],
  [
    'séance de sport lundi mercredi vendredi 6h',
    'séance de sport',
    'event 2026-11-27 06:00-07:00 weekly on 1,3,5',
  ],
  // Les fêtes à date fixe, après un mot de date ; ailleurs un mot du titre.
  ['acheter un cadeau avant noël', 'acheter un cadeau', 'task due 2026-12-25'],
  ['repas de Noël', 'repas de Noël', 'task'],
  ['courses pour la saint-sylvestre', 'courses', 'task due 2026-12-31'],
  ["finir le livre d'ici le nouvel an", 'finir le livre', 'task due 2027-01-01'],
  ["yoga tous les lundis jusqu'à noël", 'yoga', 'event 2026-11-30 allday weekly until 2026-12-25'],
  [
    'course à pied tous les jours de la semaine à 6h30',
    'course à pied',
    'event 2026-11-26 06:30-07:30 weekdays',
  ],
  ['point hebdomadaire vendredi 16h', 'point', 'event 2026-11-27 16:00-17:00 weekly'],
  ['piano tous les mardis 17h', 'piano', 'event 2026-12-01 17:00-18:00 weekly'],
  ['club de lecture chaque jeudi à 19h', 'club de lecture', 'event 2026-11-26 19:00-20:00 weekly'],
  ['sauvegarde tous les dimanches', 'sauvegarde', 'event 2026-11-29 allday weekly'],
  ["lettre d'information chaque mois", "lettre d'information", 'event 2026-11-25 allday monthly'],
  [
    'anniversaire de Paul tous les ans le 12 décembre',
    'anniversaire de Paul',
    'event 2026-12-12 allday annually',
  ],
  [
    'anniversaire de mariage chaque année le 12 décembre',
    'anniversaire de mariage',
    'event 2026-12-12 allday annually',
  ],
  ['relever le courrier tous les jours', 'relever le courrier', 'event 2026-11-25 allday daily'],
  [
    'promener le chien tous les jours à 7h',
    'promener le chien',
    'event 2026-11-26 07:00-08:00 daily',
  ],
  ['bilan mensuel', 'bilan', 'event 2026-11-25 allday monthly'],
  // Des heures jointes par « et » ou des virgules : un événement à chacune ; « et » hors d'une heure reste.
  [
    'prendre mes médicaments 8h et 20h tous les jours',
    'prendre mes médicaments',
    'event 2026-11-26 08:00-09:00 & 20:00 daily',
  ],
  ['médicaments à 8h, 13h et à 20h', 'médicaments', 'event 2026-11-26 08:00-09:00 & 13:00 & 20:00'],
  ['réunion vendredi 9h et 14h', 'réunion', 'event 2026-11-27 09:00-10:00 & 14:00'],
  ['cours 18h et sport', 'cours et sport', 'event 2026-11-25 18:00-19:00'],
  // Des jours joints : le même événement chacun de ces jours, à chaque heure dite.
  ['réunion lundi et mardi', 'réunion', 'event 2026-11-30 allday & 2026-12-01'],
  [
    'dentiste le 3 décembre et le 10 décembre à 9h',
    'dentiste',
    'event 2026-12-03 09:00-10:00 & 2026-12-10 09:00',
  ],
  [
    'appeler maman lundi, mercredi et vendredi',
    'appeler maman',
    'event 2026-11-25 allday & 2026-11-27 & 2026-11-30',
  ],
  // Les jours dits avant celui qui porte le mois sont de ce mois.
  ['réunion les 3 et 10 décembre', 'réunion', 'event 2026-12-03 allday & 2026-12-10'],
  ['courses et demain', 'courses', 'task due 2026-11-26'],
  ['séminaire jeudi et vendredi prochain', 'séminaire', 'event 2026-12-03 allday & 2026-12-04'],
  ['séminaire jeudi prochain et vendredi', 'séminaire', 'event 2026-12-03 allday & 2026-12-04'],
  ['cadeaux pour noël maman', 'cadeaux pour noël maman', 'task'],
  ['fête la veille de noël', 'fête', 'task due 2026-12-24'],
  ['labo les 3 et 10 décembre 9h-11h', 'labo', 'event 2026-12-03 09:00-11:00 & 2026-12-10 09:00'],
  [
    'dentiste le 3 et le 10 décembre à 9h',
    'dentiste',
    'event 2026-12-03 09:00-10:00 & 2026-12-10 09:00',
  ],
  [
    'cours le 3, le 10 et le 17 décembre',
    'cours',
    'event 2026-12-03 allday & 2026-12-10 & 2026-12-17',
  ],
  ['fête le 30 et le 2 décembre', 'fête le 30', 'task due 2026-12-02'],
  ['acheter 3 pommes et 10 décembre', 'acheter 3 pommes', 'task due 2026-12-10'],
  // Un jour du mois du même nombre que l'heure est le jour.
  [
    'rendez-vous médecin le 10 décembre à 10h30',
    'rendez-vous médecin',
    'event 2026-12-10 10:30-11:30',
  ],
  ['médecin 10 décembre 10h', 'médecin', 'event 2026-12-10 10:00-11:00'],
  // Ce qu'on demande à un assistant avant la chose n'est pas le titre.
  ['rappelle-moi d’appeler Jean demain', 'appeler Jean', 'task due 2026-11-26'],
  ['N’oublie pas d’acheter du pain', 'Acheter du pain', 'task'],
  // All day.
  ['salon vendredi toute la journée', 'salon', 'event 2026-11-27 allday'],
  ['séminaire toute la journée demain', 'séminaire', 'event 2026-11-26 allday'],
];

describe('parseQuickAdd in French', () => {
  it('has a corpus of at least 85 sentences', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(85);
  });

  it.each(CORPUS)('%s', (text, title, summary) => {
    const result = parse(text);
    expect({ title: result.title, summary: summarize(result) }).toEqual({ title, summary });
  });
});

describe('the parts of a French sentence', () => {
  it('names each recognised part with the words as typed', () => {
    expect(parse("réviser l'examen avant vendredi urgent").parts).toEqual([
      { type: 'deadline', text: 'avant vendredi', index: 17 },
      { type: 'priority', text: 'urgent', index: 32 },
    ]);
    expect(parse('sport tous les mardis à 18h').parts).toEqual([
      { type: 'repeat', text: 'tous les mardis', index: 6 },
      { type: 'time', text: 'à 18h', index: 22 },
    ]);
  });

  it('reads words of a removed chip as title words', () => {
    const result = parseQuickAdd("réviser l'examen avant vendredi urgent", {
      now,
      timeZone: 'Europe/Paris',
      language: 'fr',
      literal: ['avant vendredi'],
    });
    expect(result.title).toBe("réviser l'examen avant vendredi");
    expect(summarize(result)).toBe('task !high');
  });

  it('reads only French words: "tomorrow" stays a title word (6pm is read, as chrono does)', () => {
    const result = parse('Call mum tomorrow 6pm');
    expect(result.title).toBe('Call mum tomorrow');
    expect(summarize(result)).toBe('event 2026-11-25 18:00-19:00');
  });
});

describe('French times across daylight-saving changes', () => {
  it('Paris, fall back (Sunday 25 October 2026)', () => {
    const friday = new Date('2026-10-23T08:00:00Z');
    const at = (text: string) =>
      parseQuickAdd(text, { now: friday, timeZone: 'Europe/Paris', language: 'fr' });
    expect(at('réunion dimanche 10h')).toMatchObject({
      start: '2026-10-25T10:00:00+01:00',
      end: '2026-10-25T11:00:00+01:00',
    });
    // 02:30 happens twice: the first one (still summer time) is taken.
    expect(at('garde dimanche 2h30')).toMatchObject({ start: '2026-10-25T02:30:00+02:00' });
    expect(at('randonnée dimanche toute la journée')).toMatchObject({
      start: '2026-10-25T00:00:00+02:00',
      end: '2026-10-26T00:00:00+01:00',
      allDay: true,
    });
    expect(at('yoga tous les dimanches à 9h')).toMatchObject({
      start: '2026-10-25T09:00:00+01:00',
      recurrence: 'weekly',
    });
    expect(at('fête samedi 23h pendant 4 heures')).toMatchObject({
      start: '2026-10-24T23:00:00+02:00',
      end: '2026-10-25T02:00:00+01:00',
    });
  });

  it('Paris, spring forward (Sunday 29 March 2026): 02:30 does not exist and becomes 03:30', () => {
    const friday = new Date('2026-03-27T10:00:00Z');
    expect(
      parseQuickAdd('bus de nuit dimanche 2h30', {
        now: friday,
        timeZone: 'Europe/Paris',
        language: 'fr',
      }),
    ).toMatchObject({ start: '2026-03-29T03:30:00+02:00', end: '2026-03-29T04:30:00+02:00' });
  });

  it('New York, fall back (Sunday 1 November 2026)', () => {
    const friday = new Date('2026-10-30T14:00:00Z');
    expect(
      parseQuickAdd('messe dimanche 11h', {
        now: friday,
        timeZone: 'America/New_York',
        language: 'fr',
      }),
    ).toMatchObject({ start: '2026-11-01T11:00:00-05:00' });
  });
});

it('reads a weekday said on that very day as today: "avant vendredi" on a Friday is due that Friday', () => {
  const friday = new Date('2026-11-27T09:00:00Z');
  const read = (text: string) =>
    summarize(parseQuickAdd(text, { now: friday, timeZone: 'Europe/Paris', language: 'fr' }));
  expect(read("réviser l'examen avant vendredi")).toBe('task due 2026-11-27');
  expect(read('dentiste vendredi 14h')).toBe('event 2026-11-27 14:00-15:00');
  // Just after midnight in Paris it is already Friday there (still Thursday in UTC).
  expect(
    summarize(
      parseQuickAdd("réviser l'examen avant vendredi", {
        now: new Date('2026-11-26T23:30:00Z'),
        timeZone: 'Europe/Paris',
        language: 'fr',
      }),
    ),
  ).toBe('task due 2026-11-27');
  // The whole day long, not only until noon (chrono's time for a day alone).
  for (const at of ['2026-11-27T13:00:00Z', '2026-11-27T22:45:00Z']) {
    const options = { now: new Date(at), timeZone: 'Europe/Paris', language: 'fr' } as const;
    expect(summarize(parseQuickAdd("réviser l'examen avant vendredi", options))).toBe(
      'task due 2026-11-27',
    );
    expect(summarize(parseQuickAdd('payer le loyer pour le 27 novembre', options))).toBe(
      'task due 2026-11-27',
    );
    expect(summarize(parseQuickAdd('revise by friday', { ...options, language: 'en' }))).toBe(
      'task due 2026-11-27',
    );
    expect(summarize(parseQuickAdd('pay rent by nov 27', { ...options, language: 'en' }))).toBe(
      'task due 2026-11-27',
    );
    // A day that has passed still moves on: Thursday is next week's.
    expect(summarize(parseQuickAdd("réviser l'examen avant jeudi", options))).toBe(
      'task due 2026-12-03',
    );
  }
});

describe('dans le champ du calendrier, un jour seul est un événement sur toute la journée', () => {
  const inCalendar = (text: string) =>
    parseQuickAdd(text, { now, timeZone: 'Europe/Paris', language: 'fr', dayAlone: 'event' });
  it.each([
    ['Anniversaire de Léa samedi', 'Anniversaire de Léa', 'event 2026-11-28 allday'],
    ['Sortie scolaire le 3 décembre', 'Sortie scolaire', 'event 2026-12-03 allday'],
    ['Rendre le rapport avant vendredi', 'Rendre le rapport', 'task due 2026-11-27'],
    ['Acheter du pain', 'Acheter du pain', 'task'],
    ['Dentiste jeudi 10h', 'Dentiste', 'event 2026-11-26 10:00-11:00'],
  ])('%s', (text, title, summary) => {
    const result = inCalendar(text);
    expect({ title: result.title, summary: summarize(result) }).toEqual({ title, summary });
    if (summary.endsWith('allday')) expect(parse(text).kind).toBe('task');
  });
});
