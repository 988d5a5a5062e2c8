// bitser_mult -- bit-serial 8x8 unsigned multiplier (shift-and-add, one multiplier bit
// per clock, 8 clocks per product). bs_ctrl counts the steps and raises done; bs_opreg
// holds the multiplicand (mcand, loaded once at start and then stable for the whole
// product); bs_acc shifts the multiplier right and adds mcand into the upper half of the
// 16-bit accumulator when the current multiplier bit is 1. Hierarchy is kept in synthesis.
module bs_ctrl (
    input            clk,
    input            rst,
    input            start,
    output reg       busy,
    output reg       done,
    output           load,
    output           step
);
    reg [2:0] cnt;
    assign load = start & ~busy;
    assign step = busy;
    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0;
            done <= 1'b0;
            cnt  <= 3'd0;
        end else begin
            done <= 1'b0;
            if (load) begin
                busy <= 1'b1;
                cnt  <= 3'd0;
            end else if (busy) begin
                cnt <= cnt + 3'd1;
                if (cnt == 3'd7) begin
                    busy <= 1'b0;
                    done <= 1'b1;
                end
            end
        end
    end
endmodule

module bs_opreg (
    input            clk,
    input            load,
    input      [7:0] a,
    output reg [7:0] mcand
);
    always @(posedge clk)
        if (load)
            mcand <= a;
endmodule

module bs_acc (
    input             clk,
    input             load,
    input             step,
    input      [7:0]  mcand,
    input      [7:0]  b,
    output     [15:0] product
);
    reg [7:0]  b_sh;
    reg [15:0] acc;
    wire [8:0] upper = acc[15:8] + (b_sh[0] ? mcand : 8'd0);
    assign product = acc;
    always @(posedge clk) begin
        if (load) begin
            b_sh <= b;
            acc  <= 16'd0;
        end else if (step) begin
            b_sh <= {1'b0, b_sh[7:1]};
            acc  <= {upper, acc[7:1]};
        end
    end
endmodule

module bitser_mult (
    input         clk,
    input         rst,
    input         start,
    input  [7:0]  a,
    input  [7:0]  b,
    output [15:0] product,
    output        busy,
    output        done
);
    wire load, step;
    wire [7:0] mcand;
    bs_ctrl u_ctrl (.clk(clk), .rst(rst), .start(start), .busy(busy), .done(done), .load(load), .step(step));
    bs_opreg u_opa (.clk(clk), .load(load), .a(a), .mcand(mcand));
    bs_acc   u_acc (.clk(clk), .load(load), .step(step), .mcand(mcand), .b(b), .product(product));
endmodule
