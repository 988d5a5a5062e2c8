// testbench for cmp_sort4: applies fixed vectors and checks ascending order
module cmp_sort4_tb;
  reg  [5:0] k0, k1, k2, k3;
  wire [5:0] s0, s1, s2, s3;
  integer errors, n;
  cmp_sort4 dut (.k0(k0), .k1(k1), .k2(k2), .k3(k3), .s0(s0), .s1(s1), .s2(s2), .s3(s3));
  task check;
    begin
      #1;
      n = n + 1;
      if (!(s0 <= s1 && s1 <= s2 && s2 <= s3)) begin
        errors = errors + 1;
        $display("MISMATCH vector %0d: in %0d %0d %0d %0d -> out %0d %0d %0d %0d", n, k0, k1, k2, k3, s0, s1, s2, s3);
      end
    end
  endtask
  initial begin
    errors = 0; n = 0;
    k0 = 6'd1;  k1 = 6'd2;  k2 = 6'd3;  k3 = 6'd4;  check;
    k0 = 6'd40; k1 = 6'd30; k2 = 6'd20; k3 = 6'd10; check;
    k0 = 6'd5;  k1 = 6'd50; k2 = 6'd7;  k3 = 6'd9;  check;
    k0 = 6'd63; k1 = 6'd0;  k2 = 6'd63; k3 = 6'd0;  check;
    k0 = 6'd12; k1 = 6'd33; k2 = 6'd21; k3 = 6'd44; check;
    k0 = 6'd8;  k1 = 6'd8;  k2 = 6'd8;  k3 = 6'd8;  check;
    if (errors == 0) $display("TEST PASSED: %0d vectors", n);
    else $display("TEST FAILED: %0d of %0d vectors out of order", errors, n);
    $finish;
  end
endmodule
