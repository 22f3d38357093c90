import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin' })
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  @MinLength(1, { message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username: string;

  @ApiProperty({ example: 'correct horse battery staple', format: 'password' })
  @MaxLength(1000, { message: 'Password must be at most 1000 characters' })
  @MinLength(1, { message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
