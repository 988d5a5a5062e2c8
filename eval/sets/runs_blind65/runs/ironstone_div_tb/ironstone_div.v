// ironstone_div: 8-bit unsigned restoring divider, one quotient bit per clock.
// Ports: clk, rst, start, dividend[7:0], divisor[7:0] -> quotient[7:0], remainder[7:0], busy, done.
// Division by zero returns quotient 0 and remainder = dividend.
module ironstone_div (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] dividend,
    input  wire [7:0] divisor,
    output reg  [7:0] quotient,
    output reg  [7:0] remainder,
    output reg        busy,
    output reg        done
);
    reg [7:0] dvsr;
    reg [8:0] acc;
    reg [7:0] q;
    reg [3:0] count;
    wire [8:0] trial = {acc[7:0], q[7]} - {1'b0, dvsr};

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; done <= 1'b0; count <= 4'd0;
            acc <= 9'd0; q <= 8'd0; dvsr <= 8'd0;
            quotient <= 8'd0; remainder <= 8'd0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == 8'd0) begin
                    quotient <= 8'd0; remainder <= dividend; done <= 1'b1;
                end else begin
                    busy <= 1'b1; count <= 4'd8;
                    acc <= 9'd0; q <= dividend; dvsr <= divisor;
                end
            end else if (busy) begin
                if (trial[8]) begin
                    acc <= {acc[7:0], q[7]};
                    q   <= {q[6:0], 1'b0};
                end else begin
                    acc <= trial;
                    q   <= {q[6:0], 1'b1};
                end
                count <= count - 4'd1;
                if (count == 4'd1) begin
                    busy <= 1'b0; done <= 1'b1;
                    quotient  <= trial[8] ? {q[6:0], 1'b0} : {q[6:0], 1'b1};
                    remainder <= trial[8] ? {acc[6:0], q[7]} : trial[7:0];
                end
            end
        end
    end
endmodule
