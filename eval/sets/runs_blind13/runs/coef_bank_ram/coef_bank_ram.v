// coef_bank_ram -- 16 x 12 coefficient store for a filter engine.
// One synchronous write port, two synchronous read ports (registered
// addresses), so two taps can be fetched per cycle.  A checksum register
// accumulates every written word so software can verify a download.
module coef_bank_ram #(
    parameter DEPTH = 16,
    parameter AW    = 4,
    parameter DW    = 12
) (
    input  wire          clk,
    input  wire          we,
    input  wire [AW-1:0] waddr,
    input  wire [DW-1:0] wdata,
    input  wire          clr_sum,
    input  wire [AW-1:0] raddr_a,
    input  wire [AW-1:0] raddr_b,
    output reg  [DW-1:0] rdata_a,
    output reg  [DW-1:0] rdata_b,
    output reg  [DW+3:0] wsum
);
    reg [DW-1:0] coef [0:DEPTH-1];

    always @(posedge clk) begin
        if (we)
            coef[waddr] <= wdata;
    end

    always @(posedge clk) begin
        rdata_a <= coef[raddr_a];
        rdata_b <= coef[raddr_b];
    end

    always @(posedge clk) begin
        if (clr_sum)
            wsum <= {(DW+4){1'b0}};
        else if (we)
            wsum <= wsum + {4'b0000, wdata};
    end
endmodule
