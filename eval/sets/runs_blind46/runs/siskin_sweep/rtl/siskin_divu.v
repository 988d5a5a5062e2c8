// siskin_divu: 8-bit unsigned sequential restoring divider, one quotient bit per clock (8 cycles per divide).
// Ports: clk, rst_n, start, dividend[7:0], divisor[7:0] -> quotient[7:0], remainder[7:0], done (1-cycle pulse),
//        busy, div_by_zero (set when divisor was 0; quotient then reads 8'hFF).
module siskin_divu (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] dividend,
    input  wire [7:0] divisor,
    output reg  [7:0] quotient,
    output reg  [7:0] remainder,
    output reg        done,
    output reg        busy,
    output reg        div_by_zero
);
    reg [7:0] dvsr;
    reg [7:0] q;
    reg [8:0] r;
    reg [3:0] cnt;

    wire [8:0] r_shift = {r[7:0], q[7]};
    wire [8:0] r_sub   = r_shift - {1'b0, dvsr};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            dvsr <= 8'd0; q <= 8'd0; r <= 9'd0; cnt <= 4'd0;
            quotient <= 8'd0; remainder <= 8'd0;
            done <= 1'b0; busy <= 1'b0; div_by_zero <= 1'b0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == 8'd0) begin
                    quotient    <= 8'hFF;
                    remainder   <= dividend;
                    div_by_zero <= 1'b1;
                    done        <= 1'b1;
                end else begin
                    dvsr <= divisor;
                    q    <= dividend;
                    r    <= 9'd0;
                    cnt  <= 4'd8;
                    busy <= 1'b1;
                    div_by_zero <= 1'b0;
                end
            end else if (busy) begin
                if (r_sub[8]) begin
                    r <= r_shift;
                    q <= {q[6:0], 1'b0};
                end else begin
                    r <= r_sub;
                    q <= {q[6:0], 1'b1};
                end
                cnt <= cnt - 1'b1;
                if (cnt == 4'd1) begin
                    busy <= 1'b0;
                    done <= 1'b1;
                    quotient  <= r_sub[8] ? {q[6:0], 1'b0} : {q[6:0], 1'b1};
                    remainder <= r_sub[8] ? r_shift[7:0] : r_sub[7:0];
                end
            end
        end
    end
endmodule
