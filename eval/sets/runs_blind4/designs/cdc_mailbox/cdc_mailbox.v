// Mailbox between a fast producer domain (clk_p) and a slow consumer
// domain (clk_c). Data is held stable while a toggle flag crosses.
module cdc_mailbox (
    input  wire       clk_p,
    input  wire       clk_c,
    input  wire       rst_n,
    input  wire       wr,
    input  wire [7:0] wdata,
    output reg  [7:0] rdata,
    output reg        rvalid
);
    reg [7:0] hold;
    reg       tog_p;
    always @(posedge clk_p or negedge rst_n) begin
        if (!rst_n) begin
            hold  <= 8'h00;
            tog_p <= 1'b0;
        end else if (wr) begin
            hold  <= wdata;
            tog_p <= ~tog_p;
        end
    end

    reg s1, s2, s3;
    always @(posedge clk_c or negedge rst_n) begin
        if (!rst_n) begin
            s1 <= 1'b0; s2 <= 1'b0; s3 <= 1'b0;
            rdata  <= 8'h00;
            rvalid <= 1'b0;
        end else begin
            s1 <= tog_p;
            s2 <= s1;
            s3 <= s2;
            rvalid <= s2 ^ s3;
            if (s2 ^ s3)
                rdata <= hold;
        end
    end
endmodule
