import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../api/client.ts';
import { FIELD_REQUIRED, inlineFieldErrors, refusedFields, showSubmitError } from './form-errors.ts';
import { notify } from './notify.ts';

const refusal = (fields: Record<string, string> = {}, message = 'CPF já cadastrado.') =>
  new ApiClientError(409, 'conflict', message, fields);

afterEach(() => vi.restoreAllMocks());

describe('refusedFields', () => {
  it("is the server's messages per field of a refusal, and nothing for anything else", () => {
    expect(refusedFields(refusal({ cpf: 'CPF já cadastrado.' }))).toEqual({ cpf: 'CPF já cadastrado.' });
    expect(refusedFields(refusal())).toBeNull();
    expect(refusedFields(new ApiClientError(500, 'internal', 'Erro interno.', { cpf: 'x' }))).toBeNull();
    expect(refusedFields(new ApiClientError(0, 'network', 'Sem conexão.'))).toBeNull();
    expect(refusedFields(new Error('boom'))).toBeNull();
  });
});

describe('showSubmitError', () => {
  it("puts a refusal's messages under the fields and its message in a toast", () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const setErrors = vi.fn();
    showSubmitError(refusal({ cpf: 'CPF já cadastrado.' }), { setErrors, fallback: 'Erro ao salvar.' });
    expect(setErrors).toHaveBeenCalledWith({ cpf: 'CPF já cadastrado.' });
    expect(toast).toHaveBeenCalledWith('CPF já cadastrado.');
  });

  it('clears the fields for a refusal that names none, and says why', () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const setErrors = vi.fn();
    showSubmitError(refusal({}, 'Muitas tentativas.'), { setErrors, fallback: 'Erro ao salvar.' });
    expect(setErrors).toHaveBeenCalledWith({});
    expect(toast).toHaveBeenCalledWith('Muitas tentativas.');
  });

  it('leaves the toast to a form whose fields speak for themselves', () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const setErrors = vi.fn();
    showSubmitError(refusal({ nome: 'Informe o nome.' }), { setErrors, fallback: 'Erro.', fieldsSpeak: true });
    expect(setErrors).toHaveBeenCalledWith({ nome: 'Informe o nome.' });
    expect(toast).not.toHaveBeenCalled();
    showSubmitError(refusal({}, 'Já existe.'), { setErrors, fallback: 'Erro.', fieldsSpeak: true });
    expect(setErrors).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('Já existe.');
  });

  it("gives the screen's own message for a server error or no connection, the fields untouched", () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const setErrors = vi.fn();
    showSubmitError(new ApiClientError(500, 'internal', 'Erro interno.'), { setErrors, fallback: 'Erro ao salvar.' });
    showSubmitError(new ApiClientError(0, 'network', 'Sem conexão.'), { setErrors, fallback: 'Erro ao salvar.' });
    expect(setErrors).not.toHaveBeenCalled();
    expect(toast.mock.calls).toEqual([['Erro ao salvar.'], ['Erro ao salvar.']]);
  });
});

describe('inlineFieldErrors', () => {
  it("says the screen's 'required' sentence shortly under a field", () => {
    expect(
      inlineFieldErrors({ nome: 'Preencha todos os campos.', cpf: 'CPF inválido.' }, 'Preencha todos os campos.'),
    ).toEqual({
      nome: FIELD_REQUIRED,
      cpf: 'CPF inválido.',
    });
  });
});
