// Clock divider block that derives a divide-by-2 and a divide-by-4 clock from the reference and runs a small counter in each derived domain.
module walrus_div (
    input  wire       clk_ref,
    input  wire       rst_n,
    input  wire [3:0] din,
    output reg  [3:0] cnt_half,
    output reg  [3:0] cnt_quarter,
    output reg  [3:0] dout
);
    reg div2, div4;

    always @(posedge clk_ref or negedge rst_n) begin
        if (!rst_n) div2 <= 1'b0;
        else        div2 <= ~div2;
    end

    always @(posedge div2 or negedge rst_n) begin
        if (!rst_n) div4 <= 1'b0;
        else        div4 <= ~div4;
    end

    always @(posedge div2 or negedge rst_n) begin
        if (!rst_n) cnt_half <= 4'd0;
        else        cnt_half <= cnt_half + 4'd1;
    end

    always @(posedge div4 or negedge rst_n) begin
        if (!rst_n) cnt_quarter <= 4'd0;
        else        cnt_quarter <= cnt_quarter + 4'd1;
    end

    // reference-domain register sampling the slow counter
    reg [3:0] din_q;
    always @(posedge clk_ref or negedge rst_n) begin
        if (!rst_n) begin
            din_q <= 4'd0;
            dout  <= 4'd0;
        end else begin
            din_q <= din;
            dout  <= din_q ^ cnt_quarter;
        end
    end
endmodule
