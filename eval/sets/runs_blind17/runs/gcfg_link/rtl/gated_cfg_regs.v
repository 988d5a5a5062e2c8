// gated_cfg_regs: four 8-bit configuration registers behind a simple
// write port. The register bank clock is gated with a hand-instantiated
// integrated clock-gating cell taken from the foundry kit of another
// process (CKLNQD1), left as a black box for synthesis.
(* blackbox *)
module CKLNQD1 (input CP, input E, input TE, output Q);
endmodule

module gated_cfg_regs (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       scan_en,
    input  wire       wr_en,
    input  wire [1:0] wr_addr,
    input  wire [7:0] wr_data,
    input  wire [1:0] rd_addr,
    output reg  [7:0] rd_data,
    output wire [7:0] ctrl_bits,
    output wire       cfg_parity,
    output reg  [5:0] wr_count
);
    wire gclk;
    CKLNQD1 u_icg (.CP(clk), .E(wr_en), .TE(scan_en), .Q(gclk));

    reg [7:0] cfg0, cfg1, cfg2, cfg3;
    always @(posedge gclk or negedge rst_n) begin
        if (!rst_n) begin
            cfg0 <= 8'h00; cfg1 <= 8'h00; cfg2 <= 8'hA5; cfg3 <= 8'h00;
        end else begin
            case (wr_addr)
                2'd0: cfg0 <= wr_data;
                2'd1: cfg1 <= wr_data;
                2'd2: cfg2 <= wr_data;
                2'd3: cfg3 <= wr_data;
            endcase
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) rd_data <= 8'h00;
        else case (rd_addr)
            2'd0: rd_data <= cfg0;
            2'd1: rd_data <= cfg1;
            2'd2: rd_data <= cfg2;
            default: rd_data <= cfg3;
        endcase
    end

    assign ctrl_bits = cfg0 ^ {cfg1[3:0], cfg1[7:4]};

    assign cfg_parity = ^{cfg0, cfg1, cfg2, cfg3};

    // free-running write counter on the ungated clock (debug only)
    always @(posedge clk or negedge rst_n)
        if (!rst_n)      wr_count <= 6'd0;
        else if (wr_en)  wr_count <= wr_count + 6'd1;
endmodule
