// byte_skid: one entry skid buffer for a byte stream with last flag
module byte_skid (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] i_data,
    input  wire       i_last,
    input  wire       i_valid,
    output wire       i_ready,
    output reg  [7:0] o_data,
    output reg        o_last,
    output reg        o_valid,
    input  wire       o_ready
);
    reg [7:0] sk_data;
    reg       sk_last;
    reg       sk_full;

    assign i_ready = ~sk_full;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            o_data  <= 8'h00;
            o_last  <= 1'b0;
            o_valid <= 1'b0;
            sk_data <= 8'h00;
            sk_last <= 1'b0;
            sk_full <= 1'b0;
        end else begin
            if (o_ready || !o_valid) begin
                if (sk_full) begin
                    o_data  <= sk_data;
                    o_last  <= sk_last;
                    o_valid <= 1'b1;
                    sk_full <= 1'b0;
                end else begin
                    o_data  <= i_data;
                    o_last  <= i_last;
                    o_valid <= i_valid;
                end
            end else if (i_valid && !sk_full) begin
                sk_data <= i_data;
                sk_last <= i_last;
                sk_full <= 1'b1;
            end
        end
    end
endmodule
