// xylem_spis: SPI slave (mode 0) with a shift register submodule and a 4 x 8 register bank submodule
module xylem_shreg (
    input  wire       sclk,
    input  wire       cs_n,
    input  wire       mosi,
    input  wire [7:0] load,
    output wire       miso,
    output reg  [7:0] sr,
    output reg  [3:0] nbits
);
    always @(posedge sclk or posedge cs_n) begin
        if (cs_n) begin
            sr    <= 8'h00;
            nbits <= 4'd0;
        end else begin
            sr    <= (nbits == 4'd0) ? {load[6:0], mosi} : {sr[6:0], mosi};
            nbits <= (nbits == 4'd7) ? 4'd0 : nbits + 4'd1;
        end
    end
    assign miso = sr[7];
endmodule

module xylem_regs (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] addr,
    input  wire [7:0] wdata,
    output wire [7:0] rdata,
    output wire [7:0] ctrl
);
    reg [7:0] r [0:3];
    always @(posedge clk)
        if (we) r[addr] <= wdata;
    assign rdata = r[addr];
    assign ctrl  = r[0];
endmodule

module xylem_spis (
    input  wire       clk,
    input  wire       sclk,
    input  wire       cs_n,
    input  wire       mosi,
    output wire       miso,
    output wire [7:0] ctrl
);
    wire [7:0] sr, rdata;
    wire [3:0] nbits;
    reg  [1:0] addr;
    reg  [2:0] done_sync;
    reg        have_addr;

    xylem_shreg u_sh (.sclk(sclk), .cs_n(cs_n), .mosi(mosi), .load(rdata), .miso(miso), .sr(sr), .nbits(nbits));

    // byte-complete strobe synchronized into clk
    always @(posedge clk) done_sync <= {done_sync[1:0], (nbits == 4'd0) & ~cs_n};
    wire byte_done = done_sync[1] & ~done_sync[2];

    always @(posedge clk) begin
        if (cs_n) have_addr <= 1'b0;
        else if (byte_done) begin
            if (!have_addr) addr <= sr[1:0];
            have_addr <= 1'b1;
        end
    end

    xylem_regs u_regs (.clk(clk), .we(byte_done & have_addr), .addr(addr), .wdata(sr), .rdata(rdata), .ctrl(ctrl));
endmodule
