`timescale 1ns/1ps
module tb_kbd_scan;
    reg clk = 0, rst_n = 0;
    reg [3:0] pressed_row = 4'hf;   // which row reads low when the pressed column is driven
    reg [1:0] press_col = 0;
    reg       pressing = 0;
    wire [3:0] cols_n, key_code;
    wire       key_valid;
    wire [3:0] rows_n = (pressing && !cols_n[press_col]) ? pressed_row : 4'hf;
    integer errors = 0, seen = 0;

    kbd_scan dut (.clk(clk), .rst_n(rst_n), .rows_n(rows_n), .cols_n(cols_n),
                  .key_code(key_code), .key_valid(key_valid));
    always #5 clk = ~clk;

    task press(input [1:0] r, input [1:0] c);
        begin
            pressed_row = ~(4'b0001 << r);
            press_col   = c;
            pressing    = 1;
            @(posedge key_valid);
            @(negedge clk);
            seen = seen + 1;
            if (key_code !== {r, c}) begin
                $display("ERROR: row %0d col %0d -> key_code %h (expected %h) at %0t",
                         r, c, key_code, {r, c}, $time);
                errors = errors + 1;
            end else
                $display("ok: row %0d col %0d -> key_code %h at %0t", r, c, key_code, $time);
            pressing = 0;
            repeat (20) @(posedge clk);
        end
    endtask

    initial begin
        repeat (3) @(posedge clk);
        rst_n = 1;
        press(0, 0);
        press(1, 2);
        press(3, 3);
        press(2, 1);
        $display("keys seen: %0d, errors: %0d", seen, errors);
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED");
        $finish;
    end
endmodule
