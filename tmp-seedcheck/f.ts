import { fakerPL } from '@faker-js/faker';
fakerPL.seed(42);
for (let i=0;i<5;i++) console.log(fakerPL.location.street(), '|', fakerPL.location.streetAddress(), '|', fakerPL.person.firstName('female'), fakerPL.person.lastName('female'), '|', fakerPL.person.fullName(), '|', fakerPL.vehicle.model(), fakerPL.vehicle.manufacturer(), fakerPL.color.human());
let t=Date.now(); for (let i=0;i<10000;i++){fakerPL.person.fullName(); fakerPL.location.street();} console.log(Date.now()-t);
