// jtag_tap_lite -- IEEE 1149.1 style test access port, reduced instruction set.
// 16-state TAP controller on tck/tms, 4-bit instruction register,
// 32-bit IDCODE data register and a 1-bit BYPASS register.  IDCODE is
// selected after Test-Logic-Reset; unknown instructions select BYPASS.
// tdo changes on the falling edge of tck, as the standard requires.
module jtag_tap_lite #(
    parameter [31:0] IDCODE_VAL = 32'h1A5C_E0B3
) (
    input  wire tck,
    input  wire trst_n,
    input  wire tms,
    input  wire tdi,
    output reg  tdo,
    output wire tdo_en,
    output wire in_reset
);
    localparam [3:0] TLR = 4'h0, RTI = 4'h1, SELDR = 4'h2, CAPDR = 4'h3,
                     SHDR = 4'h4, EX1DR = 4'h5, PSDR = 4'h6, EX2DR = 4'h7,
                     UPDR = 4'h8, SELIR = 4'h9, CAPIR = 4'hA, SHIR = 4'hB,
                     EX1IR = 4'hC, PSIR = 4'hD, EX2IR = 4'hE, UPIR = 4'hF;
    localparam [3:0] I_IDCODE = 4'b0001, I_BYPASS = 4'b1111;

    reg [3:0] st, st_nx;
    always @(*) begin
        case (st)
            TLR:   st_nx = tms ? TLR   : RTI;
            RTI:   st_nx = tms ? SELDR : RTI;
            SELDR: st_nx = tms ? SELIR : CAPDR;
            CAPDR: st_nx = tms ? EX1DR : SHDR;
            SHDR:  st_nx = tms ? EX1DR : SHDR;
            EX1DR: st_nx = tms ? UPDR  : PSDR;
            PSDR:  st_nx = tms ? EX2DR : PSDR;
            EX2DR: st_nx = tms ? UPDR  : SHDR;
            UPDR:  st_nx = tms ? SELDR : RTI;
            SELIR: st_nx = tms ? TLR   : CAPIR;
            CAPIR: st_nx = tms ? EX1IR : SHIR;
            SHIR:  st_nx = tms ? EX1IR : SHIR;
            EX1IR: st_nx = tms ? UPIR  : PSIR;
            PSIR:  st_nx = tms ? EX2IR : PSIR;
            EX2IR: st_nx = tms ? UPIR  : SHIR;
            UPIR:  st_nx = tms ? SELDR : RTI;
            default: st_nx = TLR;
        endcase
    end

    always @(posedge tck or negedge trst_n)
        if (!trst_n) st <= TLR;
        else         st <= st_nx;

    // instruction register: shift stage and update (active) stage
    reg [3:0] ir_sh, ir;
    always @(posedge tck or negedge trst_n) begin
        if (!trst_n) begin
            ir_sh <= 4'b0001;
            ir    <= I_IDCODE;
        end else begin
            if (st == CAPIR)      ir_sh <= 4'b0001;        // mandatory 01 capture
            else if (st == SHIR)  ir_sh <= {tdi, ir_sh[3:1]};
            if (st == TLR)        ir    <= I_IDCODE;
            else if (st == UPIR)  ir    <= ir_sh;
        end
    end

    wire sel_id = (ir == I_IDCODE);

    // data registers
    reg [31:0] id_sh;
    reg        byp;
    always @(posedge tck) begin
        if (st == CAPDR) begin
            id_sh <= IDCODE_VAL;
            byp   <= 1'b0;
        end else if (st == SHDR) begin
            id_sh <= {tdi, id_sh[31:1]};
            byp   <= tdi;
        end
    end

    // output on the falling edge
    wire tdo_mux = (st == SHIR) ? ir_sh[0] : (sel_id ? id_sh[0] : byp);
    always @(negedge tck)
        tdo <= tdo_mux;

    assign tdo_en   = (st == SHIR) || (st == SHDR);
    assign in_reset = (st == TLR);
endmodule
