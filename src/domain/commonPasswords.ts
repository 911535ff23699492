/**
 * Passwords people choose most, and the base words of many more (a word with digits or symbols around
 * it, or with letters written as digits, reads as the word: passwordRules.ts), with this store's own
 * words. Kept small (575 entries) and in the repository: put together by hand for this store from what
 * is widely reported as most used (passwords, first names, teams, seasons, keyboard walks).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
password passwort passwd pass123 letmein welcome welcome1 admin administrator root login master
masterkey qwerty qwertyui qwertyuiop qwerty12 qwertz azerty asdfgh asdfghjk asdfghjkl zxcvbn zxcvbnm
qazwsx qazwsxedc qweasd qweasdzxc zaq1 zaq12wsx 1qaz2wsx 1qaz2wsx3edc 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5y6 zaq12wsxcde3 qwerty123456 123456qwerty password1234 123qweasdzxc
qweasdzxc123 abc123 abcd1234 abc12345 iloveyou iloveu loveyou loveme lovely lover love baby babygirl
babyboy sweetheart sweetie honey darling angel angels princess princesa prince queen king kingdom
monkey dragon shadow sunshine sunflower flower flowers butterfly rainbow starlight superstar star
stars moonlight sunset sunrise summer winter spring autumn fall january february march april may
june july august september october november december monday tuesday wednesday thursday friday
saturday sunday weekend holiday christmas easter halloween football baseball basketball soccer
hockey tennis golf golfer boxing wrestling volleyball softball cowboys yankees lakers eagles
steelers patriots packers giants raiders redsox dodgers cubs bulls celtics chelsea arsenal liverpool
barcelona juventus manchester united realmadrid madrid superman batman spiderman ironman wolverine
hulk captain avengers marvel pokemon pikachu starwars jedi yoda skywalker matrix harrypotter
hogwarts gandalf frodo hobbit zelda mario nintendo playstation xbox minecraft fortnite roblox
warcraft diablo gamer gaming trustno trustnoone whatever freedom liberty america usa texas
california florida newyork chicago boston michael jennifer jordan hunter ranger buster harley thomas
charlie robert daniel andrew joshua matthew jessica ashley amanda nicole michelle melissa stephanie
elizabeth samantha sarah hannah emily emma olivia sophia isabella madison taylor brandon justin
tyler austin william james john david richard joseph christopher anthony mark steven paul kevin
brian george edward ronald timothy jason jeffrey ryan jacob nicholas eric jonathan larry scott frank
benjamin gregory raymond samuel patrick alexander jack dennis jerry jose henry adam douglas nathan
peter zachary kyle walter harold jeremy ethan carl keith roger gerald christian terry sean arthur
lawrence jesse dylan bryan joe billy bruce albert willie gabriel logan alan juan wayne roy ralph
randy eugene vincent russell elijah louis bobby philip johnny maria mary patricia linda barbara
susan margaret dorothy lisa nancy karen betty helen sandra donna carol ruth sharon laura kimberly
deborah rebecca anna kathleen cynthia amy angela shirley brenda pamela maggie bailey buddy lucky
tigger mickey minnie snoopy garfield bandit rocky max molly sadie daisy lucy coco chloe bella shelby
cooper bear teddy teddybear tiger lion panther jaguar falcon hawk phoenix killer cheese chocolate
cookie cookies cupcake pepper ginger cinnamon vanilla banana apple orange cherry strawberry peanut
butter pizza hamburger coffee beer whiskey vodka tequila secret changeme default guest test testing
tester access hello helloworld hithere welcome123 computer internet google facebook microsoft
windows linux samsung iphone android yahoo hotmail gmail outlook office office365 server network
system security private public database oracle mypassword mypass yourpassword newpassword
oldpassword nopassword thepassword passphrase letmein123 getmein openup opensesame abracadabra jesus
christ jesuschrist god godisgood blessed blessing faith hope grace heaven angel1 church family
friends friend forever together happiness happy smile beautiful pretty cute sexy hottie money dollar
dollars cash rich million millionaire success business company mustang corvette ferrari porsche
mercedes bmw audi toyota honda nissan chevy chevrolet ford yamaha kawasaki ducati camaro jeep truck
music guitar piano rock rockandroll metallica nirvana beatles elvis eminem summertime wintertime
springtime whatsup whassup nothing something anything everything nobody somebody asdf asdfasdf qwer
qwerasdf zxcv 1234qwer qwer1234 1qazxsw2 2wsx3edc 3edc4rfv passw0rd p4ssword pa55word benefit
benefits benefitstore benefitsstore benefitplan benefitplans insurance insure enroll enrollment
enrollments dental vision medical health healthcare wellness coverage policy premium claims agent
agency broker brokerage employer employee employees group groups member members portal store shop
customer humanresources hr payroll manager supervisor
`
    .split(/\s+/)
    .filter(Boolean),
);
