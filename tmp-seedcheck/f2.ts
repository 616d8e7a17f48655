import { fakerPL } from '@faker-js/faker';
fakerPL.seed(1);
console.log(Array.from({length:15},()=>fakerPL.person.lastName('female')).join(', '));
console.log(Array.from({length:15},()=>fakerPL.person.firstName('male')).join(', '));
console.log(Array.from({length:8},()=>fakerPL.person.fullName({sex:'female'})).join(', '));
