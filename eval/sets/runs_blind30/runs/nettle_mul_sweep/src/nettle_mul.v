// nettle_mul: registered unsigned W x W multiplier with input and output registers
module nettle_mul #(
    parameter W = 8
) (
    input  wire           clk,
    input  wire           rst_n,
    input  wire           load,
    input  wire [W-1:0]   a,
    input  wire [W-1:0]   b,
    output reg  [2*W-1:0] prod,
    output reg            valid
);
    reg [W-1:0] a_q, b_q;
    reg         load_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_q    <= {W{1'b0}};
            b_q    <= {W{1'b0}};
            load_q <= 1'b0;
        end else begin
            load_q <= load;
            if (load) begin
                a_q <= a;
                b_q <= b;
            end
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            prod  <= {2*W{1'b0}};
            valid <= 1'b0;
        end else begin
            valid <= load_q;
            if (load_q)
                prod <= a_q * b_q;
        end
    end
endmodule
