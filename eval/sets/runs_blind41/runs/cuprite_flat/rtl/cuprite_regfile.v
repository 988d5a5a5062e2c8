// cuprite_regfile: 8 x 8-bit register file, 1 write port and 2 asynchronous read ports, r0 reads as zero
// Hierarchy: cuprite_wdec (one-hot write decoder), cuprite_rmux (8:1 read mux, used twice)
module cuprite_regfile (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       we,
    input  wire [2:0] waddr,
    input  wire [7:0] wdata,
    input  wire [2:0] raddr_a,
    input  wire [2:0] raddr_b,
    output wire [7:0] rdata_a,
    output wire [7:0] rdata_b
);
    wire [7:0]  wsel;
    reg  [63:0] regs;   // 8 registers packed, r(i) = regs[8*i +: 8]

    cuprite_wdec u_wdec (.we(we), .addr(waddr), .sel(wsel));

    integer i;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            regs <= 64'd0;
        else
            for (i = 1; i < 8; i = i + 1)
                if (wsel[i]) regs[8*i +: 8] <= wdata;
    end

    cuprite_rmux u_rmux_a (.regs(regs), .sel(raddr_a), .q(rdata_a));
    cuprite_rmux u_rmux_b (.regs(regs), .sel(raddr_b), .q(rdata_b));
endmodule

// one-hot write decoder
module cuprite_wdec (
    input  wire       we,
    input  wire [2:0] addr,
    output wire [7:0] sel
);
    assign sel = we ? (8'b0000_0001 << addr) : 8'b0000_0000;
endmodule

// 8:1 byte mux
module cuprite_rmux (
    input  wire [63:0] regs,
    input  wire [2:0]  sel,
    output wire [7:0]  q
);
    assign q = regs[8*sel +: 8];
endmodule
