// uakari_rf: 8 x 8-bit register file, 1 write / 2 read ports; read mux submodule hooked up with a too-wide address
module uakari_rdmux (
    input  wire [63:0] flat,
    input  wire [2:0]  addr,
    output wire [7:0]  dout
);
    assign dout = flat[addr*8 +: 8];
endmodule

module uakari_rf (
    input  wire       clk,
    input  wire       rst,
    input  wire       we,
    input  wire [2:0] waddr,
    input  wire [7:0] wdata,
    input  wire [3:0] raddr_a,
    input  wire [2:0] raddr_b,
    output wire [7:0] rdata_a,
    output wire [7:0] rdata_b,
    output wire [3:0] nonzero
);
    reg  [7:0]  regs [0:7];
    wire [63:0] flat;
    integer k;

    genvar g;
    generate
        for (g = 0; g < 8; g = g + 1) begin : g_flat
            assign flat[g*8 +: 8] = regs[g];
        end
    endgenerate

    always @(posedge clk) begin
        if (rst) begin
            for (k = 0; k < 8; k = k + 1) regs[k] <= 8'h00;
        end else if (we)
            regs[waddr] <= wdata;
    end

    // port A address is 4 bits but the mux only takes 3
    uakari_rdmux u_rda (.flat(flat), .addr(raddr_a), .dout(rdata_a));
    uakari_rdmux u_rdb (.flat(flat), .addr(raddr_b), .dout(rdata_b));

    // count of nonzero registers is only 4 bits wide but assigned from a 16-bit sum
    assign nonzero = (|regs[0]) + (|regs[1]) + (|regs[2]) + (|regs[3]) +
                     (|regs[4]) + (|regs[5]) + (|regs[6]) + (|regs[7]) + 16'd0;
endmodule
